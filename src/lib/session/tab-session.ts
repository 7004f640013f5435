import { z } from '@contract/zod';
import { user as userSchema, type User } from '@contract/schemas';
import { browserChannel, openChannel, type ChannelFactory } from '@/lib/events';
import { logger } from '@/lib/logger';

export interface SharedSession {
  readonly token: string;
  readonly user: User;
}

/** Where an offer that missed the bounded wait still goes, for a while longer. */
export interface LateOffer {
  readonly withinMs: number;
  take(session: SharedSession): void;
}

export const sessionChannelName = 'portal-session';

const token = z.string().check(z.minLength(1));
const requestId = z.string().check(z.minLength(16), z.maxLength(64));

const request = z.object({ type: z.literal('request'), id: requestId });
const offer = z.object({ type: z.literal('offer'), id: requestId, token, user: userSchema });
const ended = z.object({ type: z.literal('ended') });
const renewed = z.object({ type: z.literal('renewed'), token, user: userSchema });
const sessionMessage = z.union([request, offer, ended, renewed]);

type SessionMessage = z.infer<typeof sessionMessage>;

export interface TabSession {
  /**
   * A tab without a session asks the open tabs for theirs. Resolves with the first live session
   * offered within `waitMs`, or null: nobody answered in time, or a logout was heard meanwhile
   * (after which any offer still in flight is stale and ignored). With `late`, an offer that
   * arrives after the wait but within `late.withinMs` more is handed to `late.take`.
   */
  ask(waitMs: number, late?: LateOffer): Promise<SharedSession | null>;
  /** Answers other tabs' requests with `current()`, and stays silent while it returns null. */
  answerWith(current: () => SharedSession | null): () => void;
  /** This tab's session ended: pending requests elsewhere stop waiting for an offer. */
  announceEnded(): void;
  /** This tab's token or user changed: the tabs sharing the session take the new one. */
  announceRenewed(session: SharedSession): void;
  onRenewed(listener: (session: SharedSession) => void): () => void;
  close(): void;
}

/**
 * The session handshake between tabs of one origin. Only the same origin can open the channel;
 * nothing is written to any storage by it; a tab answers only while its own session is live.
 */
export function createTabSession(
  channelFactory: ChannelFactory = browserChannel,
  newRequestId: () => string = () => crypto.randomUUID(),
): TabSession {
  const channel = openChannel(
    channelFactory,
    sessionChannelName,
    'No se pudo abrir el canal de sesión entre pestañas.',
  );
  const listeners = new Set<(message: SessionMessage) => void>();

  channel?.addEventListener('message', (event) => {
    const parsed = sessionMessage.safeParse(event.data);
    if (!parsed.success) return;
    for (const listener of [...listeners]) listener(parsed.data);
  });

  const listen = (listener: (message: SessionMessage) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const post = (message: SessionMessage) => {
    try {
      channel?.postMessage(message);
    } catch (error) {
      logger.warn('No se pudo avisar a las otras pestañas de la sesión.', error);
    }
  };

  return {
    ask(waitMs, late) {
      if (!channel) return Promise.resolve(null);
      const id = newRequestId();
      return new Promise<SharedSession | null>((resolve) => {
        // Until the wait is over the offer settles the promise; after it, the late taker gets it.
        let deliver = (session: SharedSession | null) => {
          resolve(session);
        };
        let stopListening: () => void = () => undefined;
        const finish = (session: SharedSession | null) => {
          clearTimeout(timer);
          stopListening();
          deliver(session);
        };
        let timer = setTimeout(() => {
          resolve(null);
          if (!late) {
            finish(null);
            return;
          }
          // A busy device (a tablet opening a second window) can answer after the wait: the tab
          // has gone to the login page by then, and the late offer still spares a second sign-in.
          deliver = (session) => {
            if (session) late.take(session);
          };
          timer = setTimeout(() => {
            finish(null);
          }, late.withinMs);
        }, waitMs);
        stopListening = listen((message) => {
          if (message.type === 'ended') finish(null);
          else if (message.type === 'offer' && message.id === id) finish({ token: message.token, user: message.user });
        });
        post({ type: 'request', id });
      });
    },
    answerWith(current) {
      return listen((message) => {
        if (message.type !== 'request') return;
        const live = current();
        if (live) post({ type: 'offer', id: message.id, token: live.token, user: live.user });
      });
    },
    announceEnded() {
      post({ type: 'ended' });
    },
    announceRenewed(session) {
      post({ type: 'renewed', token: session.token, user: session.user });
    },
    onRenewed(listener) {
      return listen((message) => {
        if (message.type === 'renewed') listener({ token: message.token, user: message.user });
      });
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
