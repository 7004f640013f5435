import { useId, useRef, useState, type SubmitEvent } from 'react';
import { CallButton } from '@/components/form/call-button';
import { PasswordInput } from '@/components/form/password-input';
import { TextField } from '@/components/form/text-field';
import { isApiError } from '@/lib/http/api-error';
import { loginMessages as t } from '@/features/auth/messages';
import { authenticate } from '@/features/auth/api/authenticate';
import { spanishWait } from '@contract/wait-words';
import { retryAfterSeconds } from '@/features/auth/retry-after';
import type { User } from '@contract/schemas';
import { Alert } from '@/components/ui/alert';

interface LoginFormProps {
  /** Runs after the credentials are accepted: store the session, load the user, go on. */
  readonly onAuthenticated: (token: string, user: User) => Promise<void>;
  readonly notice?: string | undefined;
  /** What was typed into the page painted before the script ran, taken over as it is. */
  readonly initialValues?: LoginValues | undefined;
  /** Painted at build time, before any script: the form shows, and sends nothing, until it is live. */
  readonly prerendered?: boolean;
}

/** The form's fields, by their input names. */
export interface LoginValues {
  readonly email: string;
  readonly password: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const credentialsRejected = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && (error.statusCode === 401 || error.statusCode === 400);

function describeFailure(error: unknown): string {
  if (!isApiError(error)) return t.serverError;
  if (error.kind === 'network' || error.kind === 'timeout') return t.noConnection;
  if (credentialsRejected(error)) return t.wrongCredentials;
  if (error.statusCode === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === null ? t.tooManyAttempts : t.tooManyAttemptsWait(spanishWait(seconds * 1000));
  }
  return t.serverError;
}

export function LoginForm({ onAuthenticated, notice, initialValues, prerendered = false }: LoginFormProps) {
  const [email, setEmail] = useState(initialValues?.email ?? '');
  const [password, setPassword] = useState(initialValues?.password ?? '');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formErrorId = useId();

  // A plain state, not a query-library mutation: the login page loads no data layer.
  const [login, setLogin] = useState<{ sending: boolean; failure: { error: unknown } | null }>({
    sending: false,
    failure: null,
  });

  const send = async () => {
    setLogin({ sending: true, failure: null });
    try {
      const response = await authenticate(email, password);
      await onAuthenticated(response.access_token, response.user_data);
      // Success leaves the page: the button keeps saying so until the next one shows.
    } catch (error) {
      setLogin({ sending: false, failure: { error } });
      // Rejected credentials: the email stays and the password is cleared to be typed again. When
      // the server could not be reached or failed, what was typed is kept for the next try.
      if (!credentialsRejected(error)) return;
      setPassword('');
      passwordInput.current?.focus();
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt starts clean: the last attempt's answer no longer describes what is typed now.
    setLogin({ sending: false, failure: null });
    const errors: { email?: string; password?: string } = {};
    if (!email.trim()) errors.email = t.emailRequired;
    else if (!emailPattern.test(email.trim())) errors.email = t.emailInvalid;
    if (!password) errors.password = t.passwordRequired;
    setFieldErrors(errors);
    if (errors.email) emailInput.current?.focus();
    else if (errors.password) passwordInput.current?.focus();
    else void send();
  };

  const failure = login.failure ? describeFailure(login.failure.error) : null;

  return (
    <form
      className={prerendered ? 'login-form login-form--prerendered' : 'login-form'}
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? formErrorId : undefined}
    >
      {notice && !failure ? <Alert tone="info">{notice}</Alert> : null}
      {failure ? (
        <Alert tone="error" id={formErrorId}>
          {failure}
        </Alert>
      ) : null}
      <TextField label={t.email} error={fieldErrors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailInput}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        )}
      </TextField>
      <TextField label={t.password} error={fieldErrors.password}>
        {(control) => (
          <PasswordInput
            control={control}
            inputRef={passwordInput}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </TextField>
      <CallButton
        call={{ isPending: login.sending }}
        label={t.submit}
        pendingLabel={t.submitting}
        disabled={prerendered}
      />
    </form>
  );
}
