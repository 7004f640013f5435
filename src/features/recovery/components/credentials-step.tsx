import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CallButton } from '../../../components/form/call-button';
import { PasswordInput } from '../../../components/form/password-input';
import { TextField } from '../../../components/form/text-field';
import { resetPassword } from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { passwordRules, unmetRules } from '../password-rules';
import { recoveryStore } from '../recovery-store';
import { useRetryKey } from '../use-retry-key';
import { stepCallsState } from '../step-calls';
import { StepForm } from './step-form';

export function CredentialsStep({ sessionId }: { readonly sessionId: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
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

  const submit = () => {
    if (unmetRules(password).length > 0) setFormError(t.rulesNotMet);
    else if (password !== confirmation) setFormError(t.mismatch);
    else {
      setFormError(null);
      save.mutate();
    }
  };

  return (
    <StepForm
      heading={t.credentialsHeading}
      intro={t.credentialsIntro}
      error={formError ?? failure}
      locked={locked}
      onSubmit={submit}
      actions={<CallButton call={save} label={t.save} pendingLabel={t.sending} />}
    >
      <TextField label={t.newPassword} describedBy={rulesId}>
        {(control) => (
          <PasswordInput
            control={control}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              key.renew();
            }}
          />
        )}
      </TextField>
      <div className="password-rules" id={rulesId}>
        <p className="password-rules__title">{t.rulesTitle}</p>
        <ul>
          {passwordRules.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.id} data-met={met}>
                <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
                <span className="visually-hidden">{met ? ' (cumplido)' : ' (pendiente)'}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <TextField label={t.confirmPassword}>
        {(control) => (
          <PasswordInput
            control={control}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              key.renew();
            }}
          />
        )}
      </TextField>
    </StepForm>
  );
}
