import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { recoveryMessages as t } from '@/features/recovery/messages';
import { recoverySteps, stepPaths, type RecoveryState, type RecoveryStep } from '@/features/recovery/recovery-machine';
import { recoveryStore, useRecovery } from '@/features/recovery/recovery-store';
import { CredentialsStep } from './credentials-step';
import { ImageStep } from './image-step';
import { OtpStep } from './otp-step';
import { UsernameStep } from './username-step';
import { buttonClass } from '@/components/ui/button';
import '@/features/recovery/recovery.css';

/**
 * The page follows the flow's step: the URL names a step, but the flow decides.
 * A deep link to a later step without a session starts over and says the session expired.
 */
export function RecoveryFlow({ routeStep }: { readonly routeStep: RecoveryStep }) {
  const recovery = useRecovery();
  const { flow, maskedPhone, expired } = recovery;
  const navigate = useNavigate();
  const router = useRouter();
  // The flow as it was when this page opened: if it is unchanged, the URL moved, not the flow.
  const arrival = useRef(recovery);
  const mismatch = routeStep !== flow.step;

  useEffect(() => {
    if (!mismatch) return;
    // On the way out of /recovery (back to login), the flow no longer steers the URL.
    if (!router.state.location.pathname.startsWith('/recovery')) return;
    if (recovery === arrival.current && correctArrival(routeStep, flow)) return;
    void navigate({ to: stepPaths[flow.step], replace: true });
  }, [mismatch, routeStep, recovery, flow, navigate, router]);

  if (mismatch) return null;
  const position = recoverySteps.indexOf(flow.step) + 1;

  return (
    <>
      <h1 className="auth-card__title">{t.title}</h1>
      {flow.step !== 'completed' ? (
        <p className="recovery-progress">{t.progress(position, recoverySteps.length - 1)}</p>
      ) : null}
      {flow.step === 'username' ? <UsernameStep expired={expired} /> : null}
      {flow.step === 'image_verification' && flow.sessionId ? <ImageStep sessionId={flow.sessionId} /> : null}
      {flow.step === 'otp_validation' && flow.sessionId ? (
        <OtpStep sessionId={flow.sessionId} maskedPhone={maskedPhone} />
      ) : null}
      {flow.step === 'update_credentials' && flow.sessionId ? (
        <CredentialsStep sessionId={flow.sessionId} userName={flow.username} />
      ) : null}
      {flow.step === 'completed' ? <CompletedStep /> : null}
      {flow.step !== 'completed' ? (
        <p className="recovery-footer">
          <Link to="/auth/login">{t.backToLogin}</Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Arriving by URL at a step the flow is not on: a later step without a session starts over with
 * the expired-session text; step 1 after a finished recovery starts a new one. Returns whether the
 * flow was corrected (its change then moves the page); otherwise the page goes to the flow's step.
 */
function correctArrival(routeStep: RecoveryStep, flow: RecoveryState): boolean {
  if (routeStep !== 'username' && !flow.sessionId) {
    recoveryStore.reset(true);
    return true;
  }
  if (routeStep === 'username' && flow.step === 'completed') {
    recoveryStore.reset();
    return true;
  }
  return false;
}

function CompletedStep() {
  const heading = useRef<HTMLHeadingElement>(null);
  // Like every other step, the new screen's heading takes focus so it is announced.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="recovery-step" aria-labelledby="recovery-completed">
      <h2 ref={heading} tabIndex={-1} id="recovery-completed" className="recovery-step__title">
        {t.completedHeading}
      </h2>
      <p role="status">{t.completedBody}</p>
      <Link to="/auth/login" className={buttonClass({ variant: 'primary', block: true })}>
        {t.goToLogin}
      </Link>
    </section>
  );
}
