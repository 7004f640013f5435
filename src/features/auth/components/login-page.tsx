import { Link } from '@tanstack/react-router';
import type { User } from '../../../api/schemas';
import { loginMessages as t } from '../messages';
import { LoginFooter } from './login-footer';
import { LoginForm } from './login-form';
import '../auth.css';

interface LoginPageProps {
  readonly onAuthenticated: (token: string, user: User) => Promise<void>;
  readonly notice?: string | undefined;
}

export function LoginPage({ onAuthenticated, notice }: LoginPageProps) {
  return (
    <>
      <h1 className="auth-card__title">{t.heading}</h1>
      <p className="auth-card__intro">{t.intro}</p>
      <LoginForm onAuthenticated={onAuthenticated} notice={notice} />
      <p className="login-links">
        <Link to="/recovery/username">{t.forgotPassword}</Link>
      </p>
      <LoginFooter />
    </>
  );
}
