import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { signOutLocally } from '@/app/logout';
import { StatusScreen } from '@/components/status-screen';
import { logoutOnServer } from '@/features/auth/api/logout';
import { session } from '@/lib/session/session';
import { Button } from '@/components/ui/button';

export const Route = createFileRoute('/error')({
  component: ErrorPage,
});

function ErrorPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  // A session whose user data failed to load would send the login page straight back to the
  // dashboard: going back to login ends it first, so another attempt (or user) can sign in.
  const backToLogin = () => {
    if (session.isAuthenticated()) {
      void logoutOnServer();
      signOutLocally(queryClient, 'user');
    }
    void router.navigate({ to: '/auth/login', replace: true });
  };
  return (
    <StatusScreen
      title="An error occurred while loading the page."
      description="No pudimos cargar sus datos. Inténtelo de nuevo en unos momentos."
    >
      <Button variant="primary" onClick={() => window.location.assign('/')}>
        Reintentar
      </Button>
      <Button onClick={backToLogin}>Volver al inicio de sesión</Button>
    </StatusScreen>
  );
}
