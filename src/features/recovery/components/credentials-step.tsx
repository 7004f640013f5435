import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { CallButton } from '@/components/form/call-button';
import { PasswordInput } from '@/components/form/password-input';
import { TextField } from '@/components/form/text-field';
import { resetPassword } from '@/features/recovery/api/recovery-calls';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { checkPassword, type PasswordRule } from '@/features/recovery/password-rules';
import { recoveryStore } from '@/features/recovery/recovery-store';
import { useRetryKey } from '@/features/recovery/use-retry-key';
import { stepCallsState } from '@/features/recovery/step-calls';
import { PasswordChecklist, ruleItemId } from './password-checklist';
import { StepForm } from './step-form';

type Refusal = { readonly field: PasswordRule['field']; readonly message: string };

const rulesList = new Intl.ListFormat('es', { type: 'conjunction' });

/** What a refused submit says: every rule still unmet, or, when only the confirmation is, that. */
function refusal(unmet: readonly PasswordRule[], confirmation: string): Refusal | null {
  const first = unmet[0];
  if (!first) return null;
  if (unmet.length === 1 && first.field === 'confirmation') {
    return { field: 'confirmation', message: confirmation ? t.mismatch : t.confirmationRequired };
  }
  const labels = unmet.map((rule) => rule.label.charAt(0).toLocaleLowerCase('es') + rule.label.slice(1));
  return { field: 'password', message: t.rulesNotMet(rulesList.format(labels)) };
}

export function CredentialsStep({ sessionId, userName }: { readonly sessionId: string; readonly userName: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [refused, setRefused] = useState<Refusal | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const key = useRetryKey();
  const save = useMutation({
    mutationFn: () => resetPassword(sessionId, password, confirmation, key.current()),
    onSuccess: () => {
      key.renew();
      recoveryStore.advance('completed');
    },
  });
  const { locked, failure } = stepCallsState([save], t.serviceUnavailable);
  const checks = checkPassword({ password, confirmation, userName });

  const submit = () => {
    const found = refusal(
      checks.filter((check) => !check.met).map((check) => check.rule),
      confirmation,
    );
    setRefused(found);
    // Nothing that breaks a rule leaves the browser: the server only ever sees a hash.
    if (found) (found.field === 'password' ? passwordInput : confirmationInput).current?.focus();
    else save.mutate();
  };

  return (
    <StepForm
      heading={t.credentialsHeading}
      intro={t.credentialsIntro}
      error={failure}
      locked={locked}
      onSubmit={submit}
      actions={<CallButton call={save} label={t.save} pendingLabel={t.sending} />}
    >
      <TextField
        label={t.newPassword}
        describedBy={rulesId}
        error={refused?.field === 'password' ? refused.message : null}
        announceError
      >
        {(control) => (
          <PasswordInput
            control={control}
            inputRef={passwordInput}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefused(null);
              key.renew();
            }}
          />
        )}
      </TextField>
      <PasswordChecklist id={rulesId} checks={checks} typed={password !== '' || confirmation !== ''} />
      <TextField
        label={t.confirmPassword}
        describedBy={ruleItemId(rulesId, 'confirmed')}
        error={refused?.field === 'confirmation' ? refused.message : null}
        announceError
      >
        {(control) => (
          <PasswordInput
            control={control}
            inputRef={confirmationInput}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setRefused(null);
              key.renew();
            }}
          />
        )}
      </TextField>
    </StepForm>
  );
}
