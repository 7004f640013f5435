import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recoveryMessages as t } from '../messages';
import { needsSession, recoverySteps, stepPaths, type RecoveryStep } from '../recovery-machine';
import { recoveryStore, useRecovery } from '../recovery-store';
import { CredentialsStep } from './credentials-step';
import { ImageStep } from './image-step';
import { OtpStep } from './otp-step';
import { UsernameStep } from './username-step';

/**
 * The page follows the flow's step (SPEC section 2): the URL names a step, but the flow decides.
 * A deep link to a later step without a session starts over with SPEC's expired-session text.
 */
export function RecoveryFlow({ routeStep }: { readonly routeStep: RecoveryStep }) {
  const { flow, maskedPhone, expired } = useRecovery();
  const navigate = useNavigate();
  const mismatch = routeStep !== flow.step;

  useEffect(() => {
    if (!mismatch) return;
    if (needsSession(routeStep) && !flow.sessionId) recoveryStore.reset(true);
    else if (routeStep === 'username' && flow.step === 'completed') recoveryStore.reset();
    else if (routeStep === 'completed' && flow.step !== 'completed') recoveryStore.reset(flow.step !== 'username');
    void navigate({ to: stepPaths[recoveryStore.get().flow.step], replace: true });
  }, [mismatch, routeStep, flow.sessionId, flow.step, navigate]);

  if (mismatch) return null;
  const position = recoverySteps.indexOf(flow.step) + 1;

  return (
    <>
      <h1 className="auth-card__title">{t.title}</h1>
      {flow.step !== 'completed' ? <p className="recovery-progress">{t.progress(position, recoverySteps.length - 1)}</p> : null}
      {flow.step === 'username' ? <UsernameStep expired={expired} /> : null}
      {flow.step === 'image_verification' && flow.sessionId ? <ImageStep sessionId={flow.sessionId} /> : null}
      {flow.step === 'otp_validation' && flow.sessionId ? <OtpStep sessionId={flow.sessionId} maskedPhone={maskedPhone} /> : null}
      {flow.step === 'update_credentials' && flow.sessionId ? <CredentialsStep sessionId={flow.sessionId} /> : null}
      {flow.step === 'completed' ? <CompletedStep /> : null}
      {flow.step !== 'completed' ? (
        <p className="recovery-footer">
          <Link to="/auth/login" onClick={() => recoveryStore.reset()}>
            {t.backToLogin}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function CompletedStep() {
  return (
    <section className="recovery-step" aria-labelledby="recovery-completed">
      <h2 id="recovery-completed" className="recovery-step__title">
        {t.completedHeading}
      </h2>
      <p role="status">{t.completedBody}</p>
      <Link to="/auth/login" className="button button--primary button--block" onClick={() => recoveryStore.reset()}>
        {t.goToLogin}
      </Link>
    </section>
  );
}
