import { Link } from '@tanstack/react-router';
import { importMessages } from '@/features/factoring/import/messages';
import { Button, buttonClass } from '@/components/ui/button';

const t = importMessages.offer;

/** After signing in: the user has unsent imports on this device and may go straight back to them. */
export function DraftsOffer({ count, onDismiss }: { readonly count: number; readonly onDismiss: () => void }) {
  return (
    <section className="drafts-offer" aria-label={t.label} role="status">
      <p>{t.body(count)}</p>
      <div className="drafts-offer__actions">
        <Link
          to="/factoring/importar"
          className={buttonClass({ variant: 'primary', size: 'small' })}
          onClick={onDismiss}
        >
          {t.go}
        </Link>
        <Button size="small" onClick={onDismiss}>
          {t.dismiss}
        </Button>
      </div>
    </section>
  );
}
