import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { StatusScreen } from '@/components/status-screen';
import { shellMessages as t } from '@/features/shell/messages';
import { Button } from '@/components/ui/button';

/** When the user's data cannot load, say so and offer a retry: never a blank screen. */
export function UserDataError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <StatusScreen
      title={t.loadErrorTitle}
      description={
        <>
          <p>{t.loadErrorBody}</p>
          {detail ? <p className="muted">{detail}</p> : null}
        </>
      }
    >
      <Button
        variant="primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t.retry}
      </Button>
    </StatusScreen>
  );
}
