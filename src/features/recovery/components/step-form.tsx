import type { ReactNode, SubmitEvent } from 'react';
import { useEffect, useRef } from 'react';

interface StepFormProps {
  readonly heading: string;
  readonly intro?: ReactNode;
  readonly error?: string | null | undefined;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

/** One recovery step: its heading takes focus on arrival so screen readers announce the new step. */
export function StepForm({ heading, intro, error, onSubmit, children, actions }: StepFormProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [heading]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
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
      <div className="recovery-step__actions">{actions}</div>
    </form>
  );
}
