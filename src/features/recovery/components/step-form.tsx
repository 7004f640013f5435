import type { ReactNode, SubmitEvent } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { recoveryMessages as t } from '../messages';
import { recoveryStore } from '../recovery-store';

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
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <div className="recovery-step__actions">
        {locked ? (
          <button type="button" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </button>
        ) : (
          actions
        )}
      </div>
    </form>
  );
}
