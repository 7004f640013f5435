import { createFileRoute } from '@tanstack/react-router';
import { RecoveryFlow } from '@/features/recovery/components/recovery-flow';

export const Route = createFileRoute('/_auth/recovery/update-credentials')({
  staticData: { title: 'Recuperar contraseña' },
  component: () => <RecoveryFlow routeStep="update_credentials" />,
});
