import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { z } from '../../../api/zod';
import { config } from '../../../config/config';
import { readJson, writeJson } from '../../../lib/storage';
import { tourMessages as t } from '../messages';
import { advanceTour, markCompleted, tourCommandForKey, type Tour, type TourCommand, type TourState } from '../tour';

interface TourPopoverProps {
  readonly tour: Tour;
  readonly state: TourState;
  readonly onStateChange: (state: TourState) => void;
}

const completedTours = z.array(z.string());

export function TourPopover({ tour, state, onStateChange }: TourPopoverProps) {
  const anchor = useRef<HTMLElement | null>(null);
  const [shownIndex, setVisibleIndex] = useState<number | null>(null);
  const index = state.status === 'open' ? state.index : null;
  // A closed tour hides at once; an open one shows its step when the delay below has passed.
  const visibleIndex = index === null ? null : shownIndex;
  const step = visibleIndex === null ? undefined : tour.steps[visibleIndex];

  // SPEC section 9: each step appears after a short delay, once its target is in place.
  useEffect(() => {
    if (index === null) return;
    const target = tour.steps[index]?.target;
    const timer = setTimeout(() => {
      anchor.current = document.querySelector<HTMLElement>(`[data-tour="${target ?? ''}"]`);
      anchor.current?.scrollIntoView({ block: 'nearest' });
      setVisibleIndex(index);
    }, config.tour.stepDelayMs);
    return () => clearTimeout(timer);
  }, [index, tour]);

  useEffect(() => {
    const target = anchor.current;
    if (step === undefined || !target) return;
    target.setAttribute('data-tour-active', 'true');
    return () => target.removeAttribute('data-tour-active');
  }, [step]);

  const run = (command: TourCommand) => {
    const next = advanceTour(tour, state, command);
    if (next.status === 'finished') {
      const completed = readJson('local', config.storageKeys.completedTours, completedTours) ?? [];
      writeJson('local', config.storageKeys.completedTours, markCompleted(completed, tour.id));
    }
    if (next.status !== 'open' || next.index !== index) setVisibleIndex(null);
    onStateChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const command = tourCommandForKey(event.key);
    if (!command || command === 'close') return; // Escape is handled by the popover itself.
    event.preventDefault();
    run(command);
  };

  const total = tour.steps.length;
  const isLast = visibleIndex === total - 1;

  return (
    <Popover.Root open={step !== undefined} onOpenChange={(open) => !open && run('close')}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content className="tour" side="bottom" align="start" sideOffset={10} collisionPadding={12} onKeyDown={onKeyDown} aria-label={t.label} onInteractOutside={(event) => event.preventDefault()}>
          {step ? (
            <>
              <p className="tour__progress">{t.progress((visibleIndex ?? 0) + 1, total)}</p>
              <h2 className="tour__title">{step.title}</h2>
              <p className="tour__body">{step.body}</p>
              <div className="tour__actions">
                <Popover.Close className="button button--ghost button--small" aria-label={t.close}>
                  ✕
                </Popover.Close>
                <button type="button" className="button button--ghost" onClick={() => run('previous')} disabled={visibleIndex === 0}>
                  {t.previous}
                </button>
                <button type="button" className="button button--primary" onClick={() => run('next')}>
                  {isLast ? t.finish : t.next}
                </button>
              </div>
            </>
          ) : null}
          <Popover.Arrow className="tour__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
