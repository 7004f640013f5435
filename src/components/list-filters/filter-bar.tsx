import { Collapsible } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { activeFilterCount, partyNames, type ListFilterFields, noFilters, type ListFilters } from './filter-kinds';
import { FilterFields, type FiltersChange } from './filter-fields';
import { filterMessages as t } from './messages';
import { Button, buttonClass } from '@/components/ui/button';
import './filter-bar.css';

interface FilterBarProps<Row> {
  /** The list's name, which names the filters' region ('Filtros de Cargas de facturas'). */
  readonly label: string;
  readonly fields: ListFilterFields<Row>;
  readonly filters: ListFilters;
  /** Every row of the list, before the filters: the debtors to choose from, and the total. */
  readonly rows: readonly Row[];
  /** How many rows pass the filters. */
  readonly matched: number;
  readonly onChange: FiltersChange;
}

/** On a tablet or a phone the filters wait behind one button; from a laptop up they stay in view. */
const compactScreen = '(max-width: 1024px)';

/**
 * The filters above a list: its date range, status, debtor and amount range, 'Limpiar filtros',
 * and a line saying how many rows match.
 */
export function FilterBar<Row>({ label, fields, filters, rows, matched, onChange }: FilterBarProps<Row>) {
  const compact = useMediaQuery(compactScreen);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(filters);
  const party = fields.party;
  const parties = useMemo(() => (party ? partyNames(rows, party.value) : []), [rows, party]);

  const body = (
    <>
      <FilterFields fields={fields} filters={filters} parties={parties} onChange={onChange} />
      <div className="list-filters__footer">
        <Button size="small" disabled={active === 0} onClick={() => onChange(noFilters, { replace: false })}>
          {t.clear}
        </Button>
      </div>
    </>
  );

  return (
    <section className="list-filters" aria-label={t.region(label)}>
      {compact ? (
        <Collapsible.Root open={open} onOpenChange={setOpen}>
          <Collapsible.Trigger
            ref={trigger}
            className={buttonClass({ variant: 'ghost', size: 'small' }, 'list-filters__toggle')}
          >
            {t.toggle}
            {active > 0 && (
              <>
                <span className="list-filters__count" aria-hidden="true">
                  {active}
                </span>
                <span className="visually-hidden"> ({t.activeCount(active)})</span>
              </>
            )}
          </Collapsible.Trigger>
          <Collapsible.Content
            className="list-filters__panel"
            onKeyDown={(event) => {
              // Escape closes the panel from any of its fields and hands the focus back to its button.
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              setOpen(false);
              trigger.current?.focus();
            }}
          >
            {body}
          </Collapsible.Content>
        </Collapsible.Root>
      ) : (
        <div className="list-filters__panel">{body}</div>
      )}
      {active > 0 && (
        <p className="list-filters__result" role="status">
          {t.matches(matched, rows.length)}
        </p>
      )}
    </section>
  );
}
