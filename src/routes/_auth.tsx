import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import '../app/auth-layout.css';

/** Auth routes: a centred card over the background image; signed-in users go to the dashboard. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.session.isAuthenticated()) throw redirect({ to: '/', replace: true });
  },
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <div className="auth-layout">
      <main className="auth-card">
        <img className="auth-card__logo" src="/icons/logo.svg" alt="Portal Corporativo" width="56" height="56" />
        <Outlet />
      </main>
    </div>
  );
}
