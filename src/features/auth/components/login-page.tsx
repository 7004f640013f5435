import type { ReactNode } from 'react';
import type { User } from '@contract/schemas';
import { loginMessages as t } from '@/features/auth/messages';
import { LoginFooter } from './login-footer';
import { LoginForm, type LoginValues } from './login-form';
import '@/features/auth/auth.css';

interface LoginPageProps {
  readonly onAuthenticated: (token: string, user: User) => Promise<void>;
  readonly notice?: string | undefined;
  /** The link to password recovery, with this label: a router link in the app, a plain one alone. */
  readonly recoveryLink: (label: string) => ReactNode;
  readonly initialValues?: LoginValues | undefined;
  readonly prerendered?: boolean;
}

export function LoginPage({ onAuthenticated, notice, recoveryLink, initialValues, prerendered }: LoginPageProps) {
  return (
    <>
      <h1 className="auth-card__title">{t.heading}</h1>
      <p className="auth-card__intro">{t.intro}</p>
      <LoginForm
        onAuthenticated={onAuthenticated}
        notice={notice}
        initialValues={initialValues}
        prerendered={prerendered ?? false}
      />
      <p className="login-links">{recoveryLink(t.forgotPassword)}</p>
      <LoginFooter />
    </>
  );
}
