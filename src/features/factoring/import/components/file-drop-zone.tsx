import { useId, useState, type DragEvent } from 'react';
import { InvoiceIcon } from '@/components/icons';
import { importMessages } from '@/features/factoring/import/messages';
import { buttonClass } from '@/components/ui/button';

const t = importMessages.upload;

interface FileDropZoneProps {
  readonly disabled: boolean;
  readonly onFile: (file: File) => void;
  /** A drop of several files is refused with this callback's message. */
  readonly onMany: () => void;
  /** The pointer, the keyboard focus or a dragged file reached the zone: a file may follow. */
  readonly onNear?: () => void;
}

/** Drag a file here, or pick it with the native picker (keyboard and screen readers use the picker). */
export function FileDropZone({ disabled, onFile, onMany, onNear }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const rulesId = useId();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 1) onMany();
    else if (files[0]) onFile(files[0]);
  };

  return (
    <div
      className="drop-zone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onPointerEnter={onNear}
      onFocus={onNear}
      onDragEnter={onNear}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        setDragging(!disabled);
      }}
      onDragLeave={() => {
        setDragging(false);
      }}
      onDrop={onDrop}
    >
      <InvoiceIcon className="drop-zone__icon" width={40} height={40} />
      <p className="drop-zone__hint">{t.dropHint}</p>
      <label className={buttonClass({ variant: 'primary' }, 'drop-zone__button')} data-disabled={disabled || undefined}>
        {t.choose}
        <input
          type="file"
          className="visually-hidden"
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          aria-label={t.inputLabel}
          aria-describedby={rulesId}
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again, after fixing it, fires a change.
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p className="drop-zone__rules muted" id={rulesId}>
        {t.rules}
      </p>
    </div>
  );
}
