import type { ReactNode, SubmitEvent } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { recoveryStore } from '@/features/recovery/recovery-store';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface StepFormProps {
  readonly heading: string;
  readonly intro?: ReactNode;
  readonly error?: string | null | undefined;
  /** The server ended this recovery: the step offers only to start over, and sends nothing. */
  readonly locked?: boolean;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

/** One recovery step: its heading takes focus on arrival so screen readers announce the new step. */
export function StepForm({ heading, intro, error, locked = false, onSubmit, children, actions }: StepFormProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [heading]);
  // In the same commit that shows the step locked, before anyone can reload or leave the page.
  useLayoutEffect(() => {
    if (locked) recoveryStore.forget();
  }, [locked]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A locked step has no submit button, but Enter on a radio button still submits its form.
    if (!locked) onSubmit();
  };
  return (
    <form className="recovery-step" onSubmit={submit} noValidate>
      <h2 ref={title} tabIndex={-1} className="recovery-step__title">
        {heading}
      </h2>
      {intro ? <p className="auth-card__intro">{intro}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
      <div className="recovery-step__actions">
        {locked ? (
          <Button variant="primary" block onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </Button>
        ) : (
          actions
        )}
      </div>
    </form>
  );
}
