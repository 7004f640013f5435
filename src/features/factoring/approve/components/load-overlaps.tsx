import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { invoiceKey } from '@contract/invoice-key';
import type { LoadInvoice } from '@contract/schemas';
import { useLoadedInvoices } from '@/features/factoring/shared/api/loaded-invoices';
import { holdingOnly, overlapMessages, type InvoicePlacement } from '@/features/factoring/shared/invoice-overlaps';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const t = {
  heading: 'Facturas en otras cargas',
  checking: 'Comprobando si alguna factura de esta carga está en otra carga…',
  failed: 'No se pudo comprobar si alguna factura de esta carga está en otra carga pendiente o aprobada.',
  retry: 'Reintentar la comprobación',
  none: 'Ninguna factura de esta carga está en otra carga pendiente o aprobada.',
  found: (count: number) =>
    count === 1
      ? 'Una factura de esta carga ya está en otra carga pendiente o aprobada. Aprobarla la financiaría dos veces.'
      : `${count} facturas de esta carga ya están en otras cargas pendientes o aprobadas. Aprobarlas las financiaría dos veces.`,
} as const;

interface Overlap {
  readonly invoice: LoadInvoice;
  readonly placement: InvoicePlacement;
}

/** Before approving: which invoices of this load another pending or approved load also holds. */
export function LoadOverlaps({
  idLoad,
  invoices,
}: {
  readonly idLoad: number;
  readonly invoices: readonly LoadInvoice[];
}) {
  const lookup = useLoadedInvoices();
  const loaded = lookup.status === 'ready' ? lookup.loaded : null;
  const overlaps = useMemo((): readonly Overlap[] => {
    if (!loaded) return [];
    const found = loaded.placementsOf(invoices, idLoad);
    return invoices.flatMap((invoice) =>
      holdingOnly(found.get(invoiceKey(invoice))).map((placement) => ({ invoice, placement })),
    );
  }, [loaded, invoices, idLoad]);

  return (
    <section className="card page-stack" aria-labelledby="overlaps-heading" aria-busy={lookup.status === 'checking'}>
      <h2 id="overlaps-heading" className="section-heading">
        {t.heading}
      </h2>
      {lookup.status === 'checking' && <p role="status">{t.checking}</p>}
      {lookup.status === 'failed' && (
        <Alert tone="error" as="div">
          <p>{t.failed}</p>
          <Button onClick={lookup.retry}>{t.retry}</Button>
        </Alert>
      )}
      {lookup.status === 'ready' && overlaps.length === 0 && <p role="status">{t.none}</p>}
      {overlaps.length > 0 && (
        <Alert tone="error" as="div">
          <p>{t.found(new Set(overlaps.map((overlap) => overlap.invoice.idInvoice)).size)}</p>
          <ul>
            {overlaps.map(({ invoice, placement }) => (
              <li key={`${invoice.idInvoice}-${placement.idLoad}`}>
                {overlapMessages.alsoIn(invoice, placement)}{' '}
                <Link to="/factoring/historica/detalle/$idLoad" params={{ idLoad: String(placement.idLoad) }}>
                  {overlapMessages.openLoad(placement.idLoad)}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  );
}
