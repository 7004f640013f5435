import { Link, createFileRoute } from '@tanstack/react-router';
import { z } from '@contract/zod';
import { accessDenialMessages } from '@/app/access-messages';
import { StatusScreen } from '@/components/status-screen';
import { buttonClass } from '@/components/ui/button';

// The reason is a code, not free text, so a crafted link cannot put words in the bank's mouth.
const searchSchema = z.object({ reason: z.catch(z.optional(z.enum(['role', 'permission'])), undefined) });

export const Route = createFileRoute('/401')({
  validateSearch: searchSchema,
  component: UnauthorizedPage,
});

function UnauthorizedPage() {
  const { reason } = Route.useSearch();
  return (
    <StatusScreen
      code="401"
      title="Unauthorized"
      description={reason ? accessDenialMessages[reason] : 'No tiene acceso a esta página.'}
    >
      <Link to="/" className={buttonClass({ variant: 'primary' })}>
        Ir al inicio
      </Link>
    </StatusScreen>
  );
}
