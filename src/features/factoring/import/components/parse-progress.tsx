import { importMessages } from '@/features/factoring/import/messages';
import { Button } from '@/components/ui/button';

const t = importMessages.upload;

interface ParseProgressProps {
  readonly fileName: string;
  /** 0 to 1; null while saving (the bar is full). */
  readonly fraction: number | null;
  readonly onCancel?: () => void;
}

export function ParseProgress({ fileName, fraction, onCancel }: ParseProgressProps) {
  const percent = Math.round((fraction ?? 1) * 100);
  return (
    <div className="parse-progress" role="status" aria-live="polite">
      <p className="parse-progress__label">{fraction === null ? t.saving : t.processing(fileName)}</p>
      <div className="parse-progress__row">
        <progress className="parse-progress__bar" max={100} value={percent} aria-label={t.progressLabel}>
          {percent} %
        </progress>
        <span className="parse-progress__percent tabular" aria-hidden="true">
          {percent} %
        </span>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
