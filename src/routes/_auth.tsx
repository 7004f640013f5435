import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '@/app/auth-layout';

/** Auth routes: a centred card over the background image; signed-in users go to the dashboard. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.session.isAuthenticated()) throw redirect({ to: '/', replace: true });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
