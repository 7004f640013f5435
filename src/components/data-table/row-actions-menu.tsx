import { DropdownMenu } from 'radix-ui';
import type { RowAction } from './types';

interface RowActionsMenuProps {
  readonly label: string;
  readonly actions: readonly RowAction[];
}

/**
 * A row's action menu: a button that opens a menu of its actions (arrows, Enter, Escape).
 * modal={false}: a modal Radix menu injects <style> tags that our CSP refuses.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="data-table__actions-trigger" aria-label={label}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="19" cy="12" r="1.8" fill="currentColor" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              className={action.tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item'}
              onSelect={action.onSelect}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
