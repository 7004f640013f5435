import { useEffect } from 'react';
import { managuaToday } from '@contract/dates';
import { config } from '@/config/config';
import { logger } from '@/lib/logger';
import { readJson, writeJson } from '@/lib/storage';
import type { Notice } from './news';
import { polledAtKey, recordObservation } from './notice-store';
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
  const { history, requests, available, disbursements } = plan;
  useEffect(() => {
    const planned = { history, requests, available, disbursements };
    if (!pollsAnything(planned)) return;
    const polledAt = polledAtKey(userId);
    const claim = createPollClaim({
      name: polledAt,
      locks: browserLocks(),
      record: {
        read: () => readJson<number>('local', polledAt),
        write: (at) => void writeJson('local', polledAt, at),
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
            showSystemNotices(recordObservation(userId, observation, managuaToday()).added, open);
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
  }, [userId, history, requests, available, disbursements, open]);
}
