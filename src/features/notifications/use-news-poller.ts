import { useEffect } from 'react';
import { config } from '../../config/config';
import { logger } from '../../lib/logger';
import { readJson, writeJson } from '../../lib/storage';
import type { Notice } from './news';
import { recordObservation } from './notice-store';
import { observe, pollsAnything, type PollPlan } from './observe';
import { createPollClaim, type PollLocks } from './poll-claim';
import { createPollSchedule } from './poll-schedule';
import { showSystemNotices } from './system-notice';

const { pollIntervalMs, maxPollDelayMs } = config.notifications;

function browserLocks(): PollLocks | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

/**
 * Polls the user's lists for news while this tab is visible, one tab polling for all of them
 * (the others hear of it through the shared notice store), and shows system notifications for the
 * news a hidden installed app would otherwise miss.
 */
export function useNewsPoller(userId: number, plan: PollPlan, open: (notice: Notice) => void): void {
  const { history, requests, disbursements } = plan;
  useEffect(() => {
    const planned = { history, requests, disbursements };
    if (!pollsAnything(planned)) return;
    const polledAtKey = `${config.storageKeys.notifications}${userId}:polled-at`;
    const claim = createPollClaim({
      name: polledAtKey,
      locks: browserLocks(),
      record: {
        read: () => readJson<number>('local', polledAtKey),
        write: (at) => void writeJson('local', polledAtKey, at),
      },
      // A little short of the interval, so that timers firing a moment early still poll.
      freshForMs: pollIntervalMs * 0.9,
    });
    const aborter = new AbortController();
    const schedule = createPollSchedule({
      intervalMs: pollIntervalMs,
      maxDelayMs: maxPollDelayMs,
      isVisible: () => document.visibilityState === 'visible',
      poll: async () => {
        try {
          await claim(async () => {
            const observation = await observe(planned, aborter.signal);
            if (aborter.signal.aborted) return;
            showSystemNotices(recordObservation(userId, observation).added, open);
          });
        } catch (error) {
          if (aborter.signal.aborted) return;
          logger.warn('No se pudieron consultar las novedades; se intentará más tarde.', error);
          throw error;
        }
      },
    });
    const onVisibility = () => {
      schedule.visibilityChanged();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule.start();
    return () => {
      schedule.stop();
      aborter.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId, history, requests, disbursements, open]);
}
