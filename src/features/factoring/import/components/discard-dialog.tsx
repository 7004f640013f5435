import { ModalDialog } from '@/components/modal-dialog';
import { importMessages } from '@/features/factoring/import/messages';
import { Button } from '@/components/ui/button';

const t = importMessages.discardDialog;

interface DiscardDialogProps {
  readonly fileName: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before a prepared import is deleted from the device: it cannot be recovered. */
export function DiscardDialog({ fileName, onConfirm, onCancel }: DiscardDialogProps) {
  return (
    <ModalDialog
      open={fileName !== null}
      role="alertdialog"
      title={t.title}
      description={t.body(fileName ?? '')}
      onCancel={onCancel}
    >
      <div className="dialog__actions">
        <Button onClick={onCancel} autoFocus>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t.confirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
