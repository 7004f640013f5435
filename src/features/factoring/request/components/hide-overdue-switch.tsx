import { requestMessages as t } from '@/features/factoring/request/messages';

interface HideOverdueSwitchProps {
  readonly checked: boolean;
  readonly overdueCount: number;
  readonly onChange: (hide: boolean) => void;
}

/** 'Ocultar vencidas': a switch, and while on, how many invoices it keeps out of the list. */
export function HideOverdueSwitch({ checked, overdueCount, onChange }: HideOverdueSwitchProps) {
  return (
    <div className="hide-overdue">
      <label className="hide-overdue__switch">
        <input
          type="checkbox"
          role="switch"
          className="hide-overdue__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="hide-overdue__track" aria-hidden="true" />
        {t.hideOverdue}
      </label>
      {checked && overdueCount > 0 && (
        <p className="hide-overdue__note" role="status">
          {t.overdueHidden(overdueCount)}
        </p>
      )}
    </div>
  );
}
