import { DropdownMenu } from 'radix-ui';
import { importMessages } from '@/features/factoring/import/messages';
import { buttonClass } from '@/components/ui/button';

const t = importMessages.summary;

interface ColumnChooserProps {
  readonly columns: readonly { readonly id: string; readonly header: string }[];
  readonly hidden: ReadonlySet<string>;
  readonly onChange: (hidden: ReadonlySet<string>) => void;
}

/**
 * A menu of the grid's optional columns, each a checkbox (arrows, Space, Escape). The menu stays
 * open while the debtor ticks several. modal={false}: a modal Radix menu injects <style> tags
 * that our CSP refuses.
 */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const toggle = (id: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass({ variant: 'ghost' }, 'column-chooser')}
        aria-label={t.columnChooserLabel}
      >
        {t.columnChooser}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              className="menu__item menu__item--check"
              checked={!hidden.has(column.id)}
              onCheckedChange={(shown) => {
                toggle(column.id, shown);
              }}
              onSelect={(event) => {
                event.preventDefault();
              }}
            >
              <span className="menu__check" aria-hidden="true">
                {hidden.has(column.id) ? '' : '✓'}
              </span>
              {column.header}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
