import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { checkCode, endsRecovery, recoveryErrorMessage, sendCode } from '../api/recovery-calls';
import { recoveryMessages as t } from '../messages';
import { recoveryStore } from '../recovery-store';
import { useRetryKey } from '../use-retry-key';
import { StepForm } from './step-form';

export function OtpStep({
  sessionId,
  maskedPhone,
}: {
  readonly sessionId: string;
  readonly maskedPhone: string | null;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const checkKey = useRetryKey();
  const resendKey = useRetryKey();
  // After an answer, the (cleared) field takes focus again for the next code.
  const retype = () => {
    setCode('');
    checkKey.renew();
    input.current?.focus();
  };
  const check = useMutation({
    mutationFn: () => checkCode(sessionId, code, checkKey.current()),
    onSuccess: () => {
      checkKey.renew();
      recoveryStore.advance('update_credentials', { otpValidated: true });
    },
    // A code the server refused is typed again; when the server could not answer, the code stays.
    onError: (error) => {
      if (isApiError(error) && error.kind === 'http' && error.statusCode === 400) retype();
    },
  });
  // A code expires after 5 minutes: a new one can be asked for (the server allows a few).
  const resend = useMutation({
    mutationFn: () => sendCode(sessionId, resendKey.current()),
    onMutate: () => {
      check.reset();
      setFieldError(null);
    },
    onSuccess: () => {
      resendKey.renew();
      retype();
    },
  });
  // Too many wrong codes (or codes sent) lock the session: the only way on is to start again.
  const locked = (check.isError && endsRecovery(check.error)) || (resend.isError && endsRecovery(resend.error));
  const pending = check.isPending || resend.isPending;

  const submit = () => {
    if (pending || locked) return;
    if (!/^\d{6}$/.test(code)) {
      setFieldError(t.otpInvalid);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    check.mutate();
  };

  const failure = check.isError ? check.error : resend.isError ? resend.error : null;
  return (
    <StepForm
      heading={t.otpHeading}
      intro={maskedPhone ? t.otpIntro(maskedPhone) : t.otpIntroNoPhone}
      error={failure ? recoveryErrorMessage(failure, t.serviceUnavailable) : null}
      onSubmit={submit}
      actions={
        locked ? (
          <button type="button" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
            {t.startOver}
          </button>
        ) : (
          <>
            <button type="submit" className="button button--primary button--block" aria-disabled={pending}>
              {check.isPending ? t.sending : t.verify}
            </button>
            <button
              type="button"
              className="button button--ghost button--block"
              aria-disabled={pending}
              onClick={() => {
                if (!pending) resend.mutate();
              }}
            >
              {resend.isPending ? t.sending : t.resend}
            </button>
          </>
        )
      }
    >
      {resend.isSuccess && !failure ? (
        <p className="alert alert--info" role="status">
          {t.resent(resend.data)}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={id}>{t.otpLabel}</label>
        <input
          ref={input}
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={code}
          disabled={locked}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''));
            checkKey.renew();
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
