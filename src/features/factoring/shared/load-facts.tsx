import type { Load } from '@contract/schemas';
import { formatDate, formatManaguaDateTime } from '@contract/dates';
import { formatAmount } from '@/lib/format';
import { approvalComment, rejectionReason } from './load-columns';
import { FactList, type Fact } from '@/components/fact-list';
import { Badge } from '@/components/badge';
import { loadLabels as t } from './messages';
import { loadStatusBadge } from './status-tone';

/** What identifies a load and what it is worth; its decision when it has one. */
export function LoadFacts({ load, label }: { readonly load: Load; readonly label?: string }) {
  const badge = loadStatusBadge(load.status);
  const facts: Fact[] = [
    { label: t.idLoad, value: `#${load.idLoad}` },
    { label: t.loadDate, value: formatDate(load.loadDate) },
    { label: t.debtor, value: load.debtor },
    { label: t.uploadedBy, value: load.uploadedBy },
    { label: t.status, value: <Badge tone={badge.tone}>{badge.label}</Badge> },
    { label: t.totalInvoices, value: load.totalInvoices, numeric: true },
    { label: t.totalAmountNIO, value: formatAmount(load.totalAmountNIO, 'NIO'), numeric: true },
    { label: t.totalAmountUSD, value: formatAmount(load.totalAmountUSD, 'USD'), numeric: true },
  ];
  if (load.decidedAt) facts.push({ label: t.decidedAt, value: decisionMoment(load.decidedAt, load.decidedAtTime) });
  if (load.decidedBy) facts.push({ label: t.decidedBy, value: load.decidedBy });
  const reason = rejectionReason(load);
  const comment = approvalComment(load);
  if (reason) facts.push({ label: t.reason, value: reason });
  if (comment) facts.push({ label: t.comment, value: comment });
  return <FactList facts={facts} label={label} />;
}

/** The decision's day, with its time in Managua when the API gives the moment. */
function decisionMoment(decidedAt: string, decidedAtTime: string | undefined): string {
  const moment = decidedAtTime === undefined ? '' : formatManaguaDateTime(decidedAtTime);
  return moment === '' ? formatDate(decidedAt) : moment;
}
