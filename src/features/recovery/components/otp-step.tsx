import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { checkCode, endsRecovery, recoveryErrorMessage } from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { recoveryStore } from '../recovery-store';
import { StepForm } from './step-form';

export function OtpStep({ sessionId, maskedPhone }: { readonly sessionId: string; readonly maskedPhone: string | null }) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const id = useId();
  const check = useMutation({
    mutationFn: () => checkCode(sessionId, code),
    onSuccess: () => {
      recoveryStore.advance('update_credentials', { otpValidated: true });
    },
    onError: () => setCode(''),
  });
  // Too many wrong codes lock the session: the only way on is to start again.
  const locked = check.isError && endsRecovery(check.error);

  const submit = () => {
    if (check.isPending || locked) return;
    if (!/^\d{6}$/.test(code)) {
      setFieldError(t.otpInvalid);
      return;
    }
    setFieldError(null);
    check.mutate();
  };

  return (
    <StepForm
      heading={t.otpHeading}
      intro={maskedPhone ? t.otpIntro(maskedPhone) : t.otpIntroNoPhone}
      error={check.isError ? recoveryErrorMessage(check.error, t.serviceUnavailable) : null}
      onSubmit={submit}
      actions={
        locked ? (
          <button type="button" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </button>
        ) : (
          <button type="submit" className="button button--primary button--block" aria-disabled={check.isPending}>
            {check.isPending ? t.sending : t.verify}
          </button>
        )
      }
    >
      <div className="field">
        <label htmlFor={id}>{t.otpLabel}</label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={code}
          disabled={locked}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
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
