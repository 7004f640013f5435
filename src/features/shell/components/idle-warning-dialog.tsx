import { useEffect, useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { shellIdleMessages as t } from '@/features/shell/messages';
import { Button } from '@/components/ui/button';

/** Marks the warning so that pressing its buttons is not taken for activity behind it. */
export const idleWarningClass = 'idle-warning';

interface IdleWarningDialogProps {
  readonly open: boolean;
  /** Wall-clock time (ms) at which the session ends. */
  readonly deadline: number;
  readonly onStay: () => void;
  readonly onLogout: () => void;
}

/** WCAG 2.2.1: warns before the idle logout and lets the user stay with one action. */
export function IdleWarningDialog({ open, deadline, onStay, onLogout }: IdleWarningDialogProps) {
  const seconds = useSecondsUntil(deadline, open);
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      className={idleWarningClass}
      title={t.idleTitle}
      description={t.idleBody(seconds)}
      onCancel={onStay}
    >
      <div className="dialog__actions">
        <Button onClick={onLogout}>{t.logoutNow}</Button>
        {/* Focused first: staying signed in is the one action WCAG 2.2.1 asks for. */}
        <Button variant="primary" onClick={onStay} data-autofocus>
          {t.stay}
        </Button>
      </div>
    </ModalDialog>
  );
}

function useSecondsUntil(deadline: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
