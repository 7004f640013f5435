import { useId, useRef } from 'react';
import type { Currency } from '@contract/money';
import type { ListFilterFields, ListFilters } from './filter-kinds';
import { rangeCurrency } from './filter-kinds';
import { filterMessages as t } from './messages';

/** A change of filters, and whether it replaces the current history entry (typing) or adds one (a choice). */
export type FiltersChange = (next: ListFilters, options: { readonly replace: boolean }) => void;

interface FilterFieldsProps<Row> {
  readonly fields: ListFilterFields<Row>;
  readonly filters: ListFilters;
  /** The debtors or providers to choose from. */
  readonly parties: readonly string[];
  readonly onChange: FiltersChange;
}

const amountOf = (text: string): number | undefined => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The controls of the filters a list offers; each change goes straight to the URL. */
export function FilterFields<Row>({ fields, filters, parties, onChange }: FilterFieldsProps<Row>) {
  const id = useId();
  // The field being typed in: its first keystroke adds a history entry, the next ones replace it,
  // so typing '1500' is one step back, not four.
  const typing = useRef<keyof ListFilters | null>(null);
  const typed = (field: 'desde' | 'hasta' | 'montoMin' | 'montoMax', value: string | number | undefined) => {
    const replace = typing.current === field;
    typing.current = field;
    onChange({ ...filters, [field]: value }, { replace });
  };
  const chosen = (next: Partial<ListFilters>) => {
    typing.current = null;
    onChange({ ...filters, ...next }, { replace: false });
  };
  const doneTyping = () => {
    typing.current = null;
  };
  const currency = rangeCurrency(filters);
  return (
    <div className="list-filters__fields">
      {fields.date && (
        <fieldset className="list-filters__group">
          <legend>{fields.date.label}</legend>
          <div className="list-filters__field">
            <label htmlFor={`${id}-desde`}>{t.from}</label>
            <input
              id={`${id}-desde`}
              type="date"
              value={filters.desde ?? ''}
              max={filters.hasta}
              onChange={(event) => typed('desde', event.target.value || undefined)}
              onBlur={doneTyping}
            />
          </div>
          <div className="list-filters__field">
            <label htmlFor={`${id}-hasta`}>{t.to}</label>
            <input
              id={`${id}-hasta`}
              type="date"
              value={filters.hasta ?? ''}
              min={filters.desde}
              onChange={(event) => typed('hasta', event.target.value || undefined)}
              onBlur={doneTyping}
            />
          </div>
        </fieldset>
      )}
      {fields.status && (
        <div className="list-filters__field">
          <label htmlFor={`${id}-estado`}>{fields.status.label}</label>
          <select
            id={`${id}-estado`}
            value={filters.estado ?? ''}
            onChange={(event) => chosen({ estado: event.target.value || undefined })}
          >
            <option value="">{t.anyStatus}</option>
            {fields.status.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* One debtor has nothing to choose between; a shared link's choice still shows. */}
      {fields.party && (parties.length > 1 || filters.deudor !== undefined) && (
        <div className="list-filters__field list-filters__field--wide">
          <label htmlFor={`${id}-deudor`}>{fields.party.label}</label>
          <select
            id={`${id}-deudor`}
            value={filters.deudor ?? ''}
            onChange={(event) => chosen({ deudor: event.target.value || undefined })}
          >
            <option value="">{t.anyParty}</option>
            {filters.deudor !== undefined && !parties.includes(filters.deudor) && (
              <option value={filters.deudor}>{filters.deudor}</option>
            )}
            {parties.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.amount && (
        <fieldset className="list-filters__group">
          <legend>{t.amount}</legend>
          <div className="list-filters__field">
            <label htmlFor={`${id}-moneda`}>{t.currency}</label>
            <select
              id={`${id}-moneda`}
              value={currency}
              onChange={(event) => chosen({ moneda: event.target.value === 'USD' ? 'USD' : undefined })}
            >
              {(['NIO', 'USD'] satisfies Currency[]).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="list-filters__field">
            <label htmlFor={`${id}-min`}>{t.minAmount}</label>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={filters.montoMin ?? ''}
              onChange={(event) => typed('montoMin', amountOf(event.target.value))}
              onBlur={doneTyping}
            />
          </div>
          <div className="list-filters__field">
            <label htmlFor={`${id}-max`}>{t.maxAmount}</label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={filters.montoMax ?? ''}
              onChange={(event) => typed('montoMax', amountOf(event.target.value))}
              onBlur={doneTyping}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
