import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { shellIdleMessages as t } from '../messages';

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
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog__overlay" />
        <AlertDialog.Content className="dialog" onEscapeKeyDown={onStay}>
          <AlertDialog.Title className="dialog__title">{t.idleTitle}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__body">{t.idleBody(seconds)}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="button button--ghost" onClick={onLogout}>
              {t.logoutNow}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button--primary" onClick={onStay}>
              {t.stay}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
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
