import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CallButton } from '@/components/form/call-button';
import { TextField } from '@/components/form/text-field';
import { requestChangePassword } from '@/features/recovery/api/recovery-calls';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { recoveryStore } from '@/features/recovery/recovery-store';
import { useRetryKey } from '@/features/recovery/use-retry-key';
import { stepCallsState } from '@/features/recovery/step-calls';
import { StepForm } from './step-form';

export function UsernameStep({ expired }: { readonly expired: boolean }) {
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const key = useRetryKey();
  const start = useMutation({
    mutationFn: () => requestChangePassword(username, key.current()),
    onSuccess: (sessionId) => {
      key.renew();
      recoveryStore.advance('image_verification', { username: username.trim(), sessionId });
    },
  });
  const submit = () => {
    if (!username.trim()) {
      setFieldError(t.usernameRequired);
      return;
    }
    setFieldError(null);
    start.mutate();
  };
  const { failure } = stepCallsState([start], t.initFailed);
  return (
    <StepForm
      heading={t.usernameHeading}
      intro={t.usernameIntro}
      error={failure ?? (expired ? t.sessionExpired : null)}
      onSubmit={submit}
      actions={<CallButton call={start} label={t.continue} pendingLabel={t.sending} />}
    >
      <TextField label={t.usernameLabel} error={fieldError}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              key.renew();
            }}
          />
        )}
      </TextField>
    </StepForm>
  );
}
