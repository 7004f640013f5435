import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CallButton } from '@/components/form/call-button';
import { TextField } from '@/components/form/text-field';
import { isApiError } from '@/lib/http/api-error';
import { checkCode, sendCode } from '@/features/recovery/api/recovery-calls';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { recoveryStore } from '@/features/recovery/recovery-store';
import { useRetryKey } from '@/features/recovery/use-retry-key';
import { stepCallsState } from '@/features/recovery/step-calls';
import { DemoCodeNotice } from './demo-code-notice';
import { StepForm } from './step-form';
import { Alert } from '@/components/ui/alert';

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
  const checkKey = useRetryKey();
  const resendKey = useRetryKey();
  // The image step sent the first code; each new one is asked for here.
  const [codesSent, setCodesSent] = useState(1);
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
      setCodesSent((count) => count + 1);
      retype();
    },
  });
  // Too many wrong codes (or codes sent) lock the session: the only way on is to start again.
  const { pending, locked, failure } = stepCallsState([check, resend], t.serviceUnavailable);

  const submit = () => {
    if (!/^\d{6}$/.test(code)) {
      setFieldError(t.otpInvalid);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    check.mutate();
  };

  return (
    <StepForm
      heading={t.otpHeading}
      intro={maskedPhone ? t.otpIntro(maskedPhone) : t.otpIntroNoPhone}
      error={failure}
      locked={locked}
      onSubmit={submit}
      actions={
        <>
          <CallButton call={check} busy={pending} label={t.verify} pendingLabel={t.sending} />
          <CallButton
            call={resend}
            busy={pending}
            variant="ghost"
            label={t.resend}
            pendingLabel={t.sending}
            onClick={() => resend.mutate()}
          />
        </>
      }
    >
      {resend.isSuccess && !failure ? <Alert tone="info">{t.resent(resend.data)}</Alert> : null}
      <DemoCodeNotice requestId={sessionId} sent={codesSent} />
      <TextField label={t.otpLabel} error={fieldError}>
        {(control) => (
          <input
            {...control}
            ref={input}
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
          />
        )}
      </TextField>
    </StepForm>
  );
}
