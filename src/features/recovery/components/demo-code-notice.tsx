import { Alert } from '@/components/ui/alert';
import { useDemoCode } from '@/features/recovery/api/demo-code';
import { recoveryMessages as t } from '@/features/recovery/messages';

/**
 * Only when the sandbox answers as a demo: its code, marked as such, so a recovery can be finished
 * without a phone. Against the lender's API nothing answers, and nothing shows.
 */
export function DemoCodeNotice({ requestId, sent }: { readonly requestId: string; readonly sent: number }) {
  const { data: demo } = useDemoCode(requestId, sent);
  if (!demo) return null;
  return (
    <Alert tone="warning" live="none" as="aside" className="demo-notice" aria-labelledby="demo-notice-title">
      <p id="demo-notice-title" className="demo-notice__title">
        {t.demoTitle}
      </p>
      <p className="demo-notice__body">
        {t.demoBody} <strong className="demo-notice__code tabular">{demo.code}</strong>
      </p>
    </Alert>
  );
}
