import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FactList, type Fact } from '@/components/fact-list';
import { formatAmount } from '@/lib/format';
import { useHeaderHeading } from '@/lib/page-description';
import type { SentImport } from '@/features/factoring/import/drafts/draft-types';
import { formatManaguaDateTime } from '@contract/dates';
import { importMessages } from '@/features/factoring/import/messages';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';

const t = importMessages.receipt;
const summary = importMessages.summary;

interface SentReceiptProps {
  readonly sent: SentImport;
  /** The send just finished on this page: the receipt takes the focus from the button that is gone. */
  readonly justSent: boolean;
}

/** What the server registered, to keep: the load (linked to its detail), when, and its totals. */
export function SentReceipt({ sent, justSent }: SentReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page is no longer the review: its header and tab say it is the receipt.
  useHeaderHeading({ title: t.title, description: t.headerDescription });
  useEffect(() => {
    if (justSent) heading.current?.focus();
  }, [justSent]);

  const facts: Fact[] = [
    {
      label: t.load,
      value: (
        <Link
          to="/factoring/historica/detalle/$idLoad"
          params={{ idLoad: String(sent.loadId) }}
          aria-label={t.loadLinkLabel(sent.loadId)}
        >
          {t.loadLink(sent.loadId)}
        </Link>
      ),
    },
    { label: t.sentAt, value: formatManaguaDateTime(sent.sentAt) },
    { label: t.file, value: sent.fileName },
    { label: t.invoices, value: sent.totalInvoices, numeric: true },
    ...(sent.providerCount === undefined ? [] : [{ label: t.providers, value: sent.providerCount, numeric: true }]),
    ...(sent.totalAmountNIO === undefined
      ? []
      : [{ label: t.totalNIO, value: formatAmount(sent.totalAmountNIO, 'NIO'), numeric: true }]),
    ...(sent.totalAmountUSD === undefined
      ? []
      : [{ label: t.totalUSD, value: formatAmount(sent.totalAmountUSD, 'USD'), numeric: true }]),
  ];

  return (
    <section className="card import-section sent-receipt" aria-labelledby="sent-receipt-title">
      <h2 id="sent-receipt-title" ref={heading} tabIndex={-1} className="import-section__title sent-receipt__title">
        {t.heading(sent.loadId)}
      </h2>
      <Alert tone="success">{summary.sentBody(sent.loadId, sent.totalInvoices)}</Alert>
      <FactList label={t.factsLabel} facts={facts} />
      <div className="submit-panel__actions submit-panel__actions--start">
        <Button variant="primary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Link to="/factoring/importar" className={buttonClass({ variant: 'ghost' })}>
          {summary.importAnother}
        </Link>
        <Link to="/factoring/historica" className={buttonClass({ variant: 'ghost' })}>
          {summary.goToHistory}
        </Link>
      </div>
    </section>
  );
}
