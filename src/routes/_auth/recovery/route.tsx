import { Outlet, createFileRoute } from '@tanstack/react-router';
import { recoveryStore } from '@/features/recovery/recovery-store';

/** The recovery area: its flow lives while the user stays under /recovery and ends when they leave. */
export const Route = createFileRoute('/_auth/recovery')({
  onLeave: () => {
    recoveryStore.reset();
  },
  component: Outlet,
});
