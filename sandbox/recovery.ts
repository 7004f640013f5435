import { randomBytes, randomInt } from 'node:crypto';
import type { VerificationImage } from '../contract/schemas';
import { spanishWait } from '../contract/wait-words';
import { normaliseUserName, type SandboxUser } from './demo-users';
import { ApiFailure } from './http-error';
import { messages } from './messages';
import {
  hashPassword,
  keyedSeed,
  randomToken,
  safeEqualText,
  sha256Hex,
  verifyPassword,
  type PasswordHash,
} from './passwords';
import { imageSetFor, type CatalogueImage } from './recovery-images';
import { RecoveryThrottle, type RecoveryClient } from './recovery-throttle';

/** Password recovery: no account enumeration, single-use expiring codes, lockouts. */
/** The SHA-256 of the empty string, as the client sends an empty password. */
const emptyPasswordHash = sha256Hex('');

export const recoveryLimits = {
  sessionMs: 15 * 60 * 1000,
  codeMs: 5 * 60 * 1000,
  maxWrongCodes: 5,
  maxCodesSent: 3,
} as const;

type Step = 'image' | 'image_ok' | 'code_sent' | 'code_ok' | 'locked';

interface RecoverySession {
  readonly id: string;
  readonly userName: string;
  readonly userId: number | null;
  readonly createdAt: number;
  readonly images: readonly { readonly id: string; readonly image: CatalogueImage }[];
  readonly registeredKey: string | null;
  step: Step;
  lockMessage: string;
  code: string | null;
  codeExpiresAt: number;
  codesSent: number;
  wrongCodes: number;
}

export interface RecoveryDeps {
  readonly now: () => number;
  readonly findUser: (userName: string) => SandboxUser | undefined;
  readonly changePassword: (user: SandboxUser, password: PasswordHash) => void;
  /**
   * Chooses each user's six images. It must outlive restarts: with a new key at each start, the
   * one image common to the sets of a few restarts was the user's own.
   */
  readonly imageSeedKey: Buffer;
  /** Told of every code "sent by SMS" (the demo prints it: the sandbox sends no SMS). */
  readonly codeSent?: (userName: string, sent: SentCode) => void;
}

export interface SentCode {
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+505 ****-${digits.slice(-4)}`;
}

export class RecoveryService {
  readonly #sessions = new Map<string, RecoverySession>();
  readonly #lastCodes = new Map<string, SentCode>();
  readonly #throttle: RecoveryThrottle;

  constructor(private readonly deps: RecoveryDeps) {
    this.#throttle = new RecoveryThrottle(deps.now);
  }

  /** Same answer, same work, for known and unknown usernames. */
  async request(rawUserName: string, client: RecoveryClient): Promise<string> {
    const now = this.deps.now();
    const userName = normaliseUserName(rawUserName);
    this.#prune(now);
    const waitMs = this.#throttle.admit(userName, client);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new ApiFailure(
        429,
        messages.tooManyRecoveries(spanishWait(waitMs)),
        { retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
    }

    const user = this.deps.findUser(userName);
    // Equal, deliberately slow work whatever the outcome (no timing oracle).
    await hashPassword(userName);
    const registeredKey = user?.recoveryImage ?? null;
    const images = imageSetFor(keyedSeed(this.deps.imageSeedKey, userName), registeredKey).map((image) => ({
      id: randomBytes(8).toString('hex'),
      image,
    }));
    const id = randomToken();
    this.#sessions.set(id, {
      id,
      userName,
      userId: user?.userId ?? null,
      createdAt: now,
      images,
      registeredKey,
      step: 'image',
      lockMessage: messages.imageFailed,
      code: null,
      codeExpiresAt: 0,
      codesSent: 0,
      wrongCodes: 0,
    });
    return id;
  }

  images(sessionId: string): VerificationImage[] {
    const session = this.#session(sessionId, ['image']);
    return session.images.map(({ id, image }) => ({ id, label: image.label, url: image.url }));
  }

  checkImage(sessionId: string, imageId: string): void {
    const session = this.#session(sessionId, ['image']);
    const chosen = session.images.find((image) => image.id === imageId);
    // An unknown user's session always fails here, exactly like a wrong image.
    if (session.userId === null || !chosen || chosen.image.key !== session.registeredKey) {
      this.#lock(session, messages.imageFailed);
    }
    session.step = 'image_ok';
  }

  sendCode(sessionId: string): { maskedPhone: string } {
    const session = this.#session(sessionId, ['image_ok', 'code_sent']);
    const user = this.#userOf(session);
    if (session.codesSent >= recoveryLimits.maxCodesSent) this.#lock(session, messages.tooManyCodes);
    const now = this.deps.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    session.code = code;
    session.codeExpiresAt = now + recoveryLimits.codeMs;
    session.codesSent += 1;
    session.step = 'code_sent';
    const sent = { code, sentAt: now, expiresAt: session.codeExpiresAt };
    this.#lastCodes.set(session.userName, sent);
    this.deps.codeSent?.(session.userName, sent);
    return { maskedPhone: maskPhone(user.phone) };
  }

  checkCode(sessionId: string, code: string): void {
    const session = this.#session(sessionId, ['code_sent']);
    if (session.code === null || this.deps.now() > session.codeExpiresAt) {
      throw new ApiFailure(400, messages.codeExpired);
    }
    if (!safeEqualText(code, session.code)) {
      session.wrongCodes += 1;
      const remainingAttempts = recoveryLimits.maxWrongCodes - session.wrongCodes;
      if (remainingAttempts <= 0) this.#lock(session, messages.tooManyWrongCodes);
      throw new ApiFailure(400, messages.wrongCode(remainingAttempts), { remainingAttempts });
    }
    session.code = null; // single use
    session.step = 'code_ok';
  }

  async resetPassword(sessionId: string, newPassword: string, confirmation: string): Promise<void> {
    const session = this.#session(sessionId, ['code_ok']);
    const user = this.#userOf(session);
    if (!safeEqualText(newPassword, confirmation)) throw new ApiFailure(400, messages.passwordsDiffer);
    // The one rule a hash still shows: an empty password, sent by a caller that skipped the page.
    if (newPassword === emptyPasswordHash) throw new ApiFailure(400, messages.passwordRulesNotMet);
    if (await verifyPassword(newPassword, user.password)) throw new ApiFailure(400, messages.samePassword);
    // The session may have been ended by a concurrent call while scrypt ran.
    if (this.#sessions.get(sessionId) !== session || session.step !== 'code_ok')
      throw new ApiFailure(409, messages.sessionExpired);
    this.#sessions.delete(sessionId);
    this.deps.changePassword(user, await hashPassword(newPassword));
  }

  /** Demo only: the code that still works for this recovery, if one was sent; nothing otherwise. */
  currentCode(sessionId: string): { readonly code: string; readonly expiresAt: number } | undefined {
    const session = this.#sessions.get(sessionId);
    const now = this.deps.now();
    if (!session || session.step !== 'code_sent' || session.code === null) return undefined;
    if (now - session.createdAt > recoveryLimits.sessionMs || now > session.codeExpiresAt) return undefined;
    return { code: session.code, expiresAt: session.codeExpiresAt };
  }

  /** Test-only: the last code sent to a username. */
  lastCode(userName: string): SentCode | undefined {
    return this.#lastCodes.get(normaliseUserName(userName));
  }

  #session(sessionId: string, steps: readonly Step[]): RecoverySession {
    const session = this.#sessions.get(sessionId);
    if (!session) throw new ApiFailure(409, messages.sessionExpired);
    if (this.deps.now() - session.createdAt > recoveryLimits.sessionMs) {
      this.#sessions.delete(sessionId);
      throw new ApiFailure(409, messages.sessionExpired);
    }
    if (session.step === 'locked') throw new ApiFailure(403, session.lockMessage);
    if (!steps.includes(session.step)) throw new ApiFailure(409, messages.sessionExpired);
    return session;
  }

  #userOf(session: RecoverySession): SandboxUser {
    const user = session.userId === null ? undefined : this.deps.findUser(session.userName);
    if (!user) this.#lock(session, messages.imageFailed);
    return user;
  }

  #lock(session: RecoverySession, message: string): never {
    session.step = 'locked';
    session.lockMessage = message;
    session.code = null;
    throw new ApiFailure(403, message);
  }

  #prune(now: number): void {
    for (const [id, session] of this.#sessions) {
      if (now - session.createdAt > recoveryLimits.sessionMs) this.#sessions.delete(id);
    }
  }
}
