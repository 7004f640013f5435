import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, type SubmitEvent } from 'react';
import { LoadFacts } from '@/features/factoring/shared/load-facts';
import { errorText } from '@/components/query-error';
import { randomUuid } from '@/lib/crypto';
import { useUpdateLoadStatus } from '@/features/factoring/approve/api/update-load-status';
import { approveMessages as t } from '@/features/factoring/approve/messages';
import { DecisionReasonField, useDecisionReason } from './decision-reason';
import { usePendingRequest } from './use-pending-request';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import '@/components/page-layout.css';

interface DecideRequestProps {
  readonly idLoad: number;
  readonly decision: 'approve' | 'deny';
}

/**
 * The confirmation of a decision, naming the load. Approving takes an optional comment;
 * rejecting needs a reason. One decision is sent at most once, however often the button is hit.
 */
export function DecideRequest({ idLoad, decision }: DecideRequestProps) {
  const load = usePendingRequest(idLoad);
  const mutation = useUpdateLoadStatus();
  const navigate = useNavigate();
  const sending = useRef(false);
  // One key per decision (load, verdict, reason): retrying it after a lost answer cannot decide twice.
  const decisionKey = useRef<{ readonly signature: string; readonly key: string } | null>(null);
  const deny = decision === 'deny';
  const reason = useDecisionReason(deny);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second click in the same frame must already see the first one.
    if (sending.current) return;
    const trimmed = reason.accept();
    if (trimmed === null) return;
    sending.current = true;
    const signature = JSON.stringify([load.idLoad, decision, trimmed]);
    if (decisionKey.current?.signature !== signature) decisionKey.current = { signature, key: randomUuid() };
    mutation.mutate(
      { idLoad: load.idLoad, status: decision, reason: trimmed, idempotencyKey: decisionKey.current.key },
      {
        onSuccess: () =>
          void navigate({
            to: '/factoring/aprobar',
            search: { decidida: load.idLoad, resultado: deny ? 'rechazada' : 'aprobada' },
          }),
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  const busy = mutation.isPending || mutation.isSuccess;
  return (
    <form className="card page-stack decide-request" onSubmit={submit} noValidate aria-labelledby="decision-question">
      <h2 id="decision-question" className="section-heading">
        {deny ? t.rejectQuestion(load.idLoad, load.debtor) : t.approveQuestion(load.idLoad, load.debtor)}
      </h2>
      <p className="muted">{deny ? t.rejectConsequence : t.approveConsequence}</p>
      <LoadFacts load={load} />
      <DecisionReasonField {...reason.field} hint={deny ? t.reasonHint : t.commentHint} rows={3} />
      {mutation.isError && (
        <Alert tone="error" as="div">
          <p className="notice-title">{t.decisionFailed}</p>
          <p>{errorText(mutation.error)}</p>
        </Alert>
      )}
      <div className="button-row">
        <Button type="submit" variant={deny ? 'danger' : 'primary'} disabled={busy} aria-busy={busy}>
          {busy ? t.sending : deny ? t.confirmReject(load.idLoad) : t.confirmApprove(load.idLoad)}
        </Button>
        <Link
          to="/factoring/aprobar/detalle/$idLoad"
          params={{ idLoad: String(load.idLoad) }}
          className={buttonClass({ variant: 'ghost' })}
        >
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}
