import { useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { importMessages } from '@/features/factoring/import/messages';
import { Button } from '@/components/ui/button';

const t = importMessages.logoutDialog;

export type LogoutDraftsChoice = 'keep' | 'delete' | 'stay';

interface LogoutDraftsDialogProps {
  /** Unsent drafts of the user; null when nothing is being asked. */
  readonly count: number | null;
  readonly onChoose: (choice: LogoutDraftsChoice) => Promise<void>;
}

/** On an explicit 'Cerrar sesión' with unsent drafts: keep them on the device, delete them, or stay. */
export function LogoutDraftsDialog({ count, onChoose }: LogoutDraftsDialogProps) {
  const [working, setWorking] = useState(false);
  const choose = async (choice: LogoutDraftsChoice) => {
    setWorking(true);
    try {
      await onChoose(choice);
    } finally {
      setWorking(false);
    }
  };
  return (
    <ModalDialog
      open={count !== null}
      role="alertdialog"
      title={t.title}
      description={t.body(count ?? 0)}
      onCancel={() => void choose('stay')}
    >
      <div className="dialog__actions">
        <Button onClick={() => void choose('stay')} disabled={working}>
          {t.cancel}
        </Button>
        <Button onClick={() => void choose('delete')} disabled={working}>
          {working ? t.removing : t.remove}
        </Button>
        <Button variant="primary" onClick={() => void choose('keep')} disabled={working}>
          {t.keep}
        </Button>
      </div>
    </ModalDialog>
  );
}
