import type { User } from '@contract/schemas';
import { AuthLayout } from '@/app/auth-layout';
import { LoginPage } from '@/features/auth/components/login-page';
import type { LoginValues } from '@/features/auth/components/login-form';

interface LoginViewProps {
  readonly onAuthenticated: (token: string, user: User) => Promise<void>;
  readonly notice?: string | undefined;
  readonly initialValues?: LoginValues | undefined;
  readonly prerendered?: boolean;
}

/**
 * The login page on its own, without the app's router: what /auth/login paints from HTML at
 * build time, and then runs live. Recovery is a plain link: it opens the full app.
 */
export function LoginView({ onAuthenticated, notice, initialValues, prerendered }: LoginViewProps) {
  return (
    <AuthLayout>
      <LoginPage
        onAuthenticated={onAuthenticated}
        notice={notice}
        initialValues={initialValues}
        prerendered={prerendered ?? false}
        recoveryLink={(label) => <a href="/recovery/username">{label}</a>}
      />
    </AuthLayout>
  );
}
