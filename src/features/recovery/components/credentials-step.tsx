import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { endsRecovery, recoveryErrorMessage, resetPassword } from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { passwordRules, unmetRules } from '../password-rules';
import { recoveryStore } from '../recovery-store';
import { useRetryKey } from '../use-retry-key';
import { StepForm } from './step-form';

export function CredentialsStep({ sessionId }: { readonly sessionId: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { password: useId(), confirmation: useId(), rules: useId() };
  const key = useRetryKey();
  const save = useMutation({
    mutationFn: () => resetPassword(sessionId, password, confirmation, key.current()),
    onSuccess: () => {
      key.renew();
      recoveryStore.advance('completed');
    },
  });

  const locked = save.isError && endsRecovery(save.error);

  const submit = () => {
    if (save.isPending || locked) return;
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
      error={formError ?? (save.isError ? recoveryErrorMessage(save.error, t.serviceUnavailable) : null)}
      onSubmit={submit}
      actions={
        locked ? (
          <button type="button" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </button>
        ) : (
          <button type="submit" className="button button--primary button--block" aria-disabled={save.isPending}>
            {save.isPending ? t.sending : t.save}
          </button>
        )
      }
    >
      <div className="field">
        <label htmlFor={ids.password}>{t.newPassword}</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            key.renew();
          }}
          aria-describedby={ids.rules}
        />
      </div>
      <div className="password-rules" id={ids.rules}>
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
      <div className="field">
        <label htmlFor={ids.confirmation}>{t.confirmPassword}</label>
        <input
          id={ids.confirmation}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            key.renew();
          }}
        />
      </div>
    </StepForm>
  );
}
