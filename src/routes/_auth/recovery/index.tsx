import { createFileRoute } from '@tanstack/react-router';
import { RecoveryFlow } from '@/features/recovery/components/recovery-flow';

export const Route = createFileRoute('/_auth/recovery/')({
  staticData: { title: 'Recuperar contraseña' },
  component: () => <RecoveryFlow routeStep="username" />,
});
