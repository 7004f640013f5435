import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { z } from '@contract/zod';
import { config } from '@/config/config';
import { readJson, writeJson } from '@/lib/storage';
import { tourMessages as t } from '@/features/shell/messages';
import {
  advanceTour,
  markCompleted,
  tourCommandForKey,
  type Tour,
  type TourCommand,
  type TourState,
} from '@/features/shell/tour';
import { Button, IconButton } from '@/components/ui/button';

interface TourPopoverProps {
  readonly tour: Tour;
  readonly state: TourState;
  readonly onStateChange: (state: TourState) => void;
}

const completedTours = z.array(z.string());

/**
 * The tour's bubble, pointing at each step's target. It stays open from the first step to the
 * last, so focus never drops to the page between steps: each new step's title takes focus (and is
 * announced), and closing returns focus to where the tour was started from.
 */
export function TourPopover({ tour, state, onStateChange }: TourPopoverProps) {
  const anchor = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const bodyId = useId();
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const index = state.status === 'open' ? state.index : null;
  // A closed tour hides at once; an open one shows each step once the delay below has passed.
  const visibleIndex = index === null ? null : shownIndex;
  const step = visibleIndex === null ? undefined : tour.steps[visibleIndex];

  // Each step appears after a 300 ms delay, once its target is scrolled into place.
  useEffect(() => {
    if (index === null) return;
    // Remember what had focus when the tour started, to give it back when the tour ends.
    if (opener.current === null && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    const target = tour.steps[index]?.target;
    const timer = setTimeout(() => {
      anchor.current = document.querySelector<HTMLElement>(`[data-tour="${target ?? ''}"]`);
      anchor.current?.scrollIntoView({ block: 'nearest' });
      setShownIndex(index);
    }, config.tour.stepDelayMs);
    return () => clearTimeout(timer);
  }, [index, tour]);

  useEffect(() => {
    const target = anchor.current;
    if (step === undefined || !target) return;
    target.setAttribute('data-tour-active', 'true');
    return () => target.removeAttribute('data-tour-active');
  }, [step]);

  // Every new step's title takes focus, so it is read out and the keys below reach the tour.
  useEffect(() => {
    if (visibleIndex !== null) title.current?.focus();
  }, [visibleIndex]);

  const run = (command: TourCommand) => {
    const next = advanceTour(tour, state, command);
    if (next.status === 'finished') {
      const completed = readJson('local', config.storageKeys.completedTours, completedTours) ?? [];
      writeJson('local', config.storageKeys.completedTours, markCompleted(completed, tour.id));
    }
    if (next.status !== 'open') setShownIndex(null);
    onStateChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const command = tourCommandForKey(event.key);
    if (!command || command === 'close') return; // Escape is handled by the popover itself.
    // Enter on a button presses that button ('Anterior', close), as everywhere else.
    if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    run(command);
  };

  const total = tour.steps.length;
  const isLast = visibleIndex === total - 1;

  return (
    <Popover.Root open={step !== undefined} onOpenChange={(open) => !open && run('close')}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          className="tour"
          side="bottom"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          onKeyDown={onKeyDown}
          aria-label={t.label}
          aria-describedby={bodyId}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const previous = opener.current;
            opener.current = null;
            if (previous?.isConnected) previous.focus();
          }}
        >
          {step ? (
            <>
              <p className="tour__progress">{t.progress((visibleIndex ?? 0) + 1, total)}</p>
              <h2 ref={title} tabIndex={-1} className="tour__title">
                {step.title}
              </h2>
              <p id={bodyId} className="tour__body">
                {step.body}
              </p>
              <div className="tour__actions">
                <Popover.Close asChild>
                  <IconButton size="small" label={t.close}>
                    ✕
                  </IconButton>
                </Popover.Close>
                <Button onClick={() => run('previous')} disabled={visibleIndex === 0}>
                  {t.previous}
                </Button>
                <Button variant="primary" onClick={() => run('next')}>
                  {isLast ? t.finish : t.next}
                </Button>
              </div>
            </>
          ) : null}
          <Popover.Arrow className="tour__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
