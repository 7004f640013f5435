import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { recoveryErrorMessage, requestChangePassword } from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { recoveryStore } from '../recovery-store';
import { useRetryKey } from '../use-retry-key';
import { StepForm } from './step-form';

export function UsernameStep({ expired }: { readonly expired: boolean }) {
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = useId();
  const key = useRetryKey();
  const start = useMutation({
    mutationFn: () => requestChangePassword(username, key.current()),
    onSuccess: (sessionId) => {
      key.renew();
      recoveryStore.advance('image_verification', { username: username.trim(), sessionId });
    },
  });
  const submit = () => {
    if (start.isPending) return;
    if (!username.trim()) {
      setFieldError(t.usernameRequired);
      return;
    }
    setFieldError(null);
    start.mutate();
  };
  const error = start.isError ? recoveryErrorMessage(start.error, t.initFailed) : expired ? t.sessionExpired : null;
  return (
    <StepForm
      heading={t.usernameHeading}
      intro={t.usernameIntro}
      error={error}
      onSubmit={submit}
      actions={
        <button type="submit" className="button button--primary button--block" aria-disabled={start.isPending}>
          {start.isPending ? t.sending : t.continue}
        </button>
      }
    >
      <div className="field">
        <label htmlFor={id}>{t.usernameLabel}</label>
        <input
          id={id}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            key.renew();
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="field__error">
            {fieldError}
          </p>
        ) : null}
      </div>
    </StepForm>
  );
}
