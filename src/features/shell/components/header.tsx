import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import type { User } from '@contract/schemas';
import { Avatar } from '@/components/avatar';
import { ChevronIcon, LogoutIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { config } from '@/config/config';
import { shellMessages as t } from '@/features/shell/messages';

interface HeaderProps {
  readonly title: string;
  readonly description?: string | undefined;
  readonly user: User;
  readonly onLogout: () => void;
  /** Controls the app puts beside the user menu (the notifications bell). */
  readonly actions?: ReactNode;
}

export function Header({ title, description, user, onLogout, actions }: HeaderProps) {
  return (
    <header className="header">
      <div className="header__titles" data-tour="dashboard-header">
        <h1 className="header__title" id="page-title">
          {title}
        </h1>
        {description ? <p className="header__description">{description}</p> : null}
      </div>
      <div className="header__actions">
        {actions}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button
              variant="bare"
              className="header__user"
              aria-label={t.userMenu(user.fullName, user.roleName)}
              title={user.fullName}
              data-tour="user-profile"
            >
              <Avatar name={user.fullName} />
              <span className="header__user-text">
                <span className="header__user-name">{user.fullName}</span>
                {/* Keeps the visible text "name role" as the label reads it (WCAG 2.5.3). */}{' '}
                <span className="header__user-role">{user.roleName}</span>
              </span>
              <ChevronIcon className="header__user-chevron" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
              <DropdownMenu.Label className="menu__label">{user.userName}</DropdownMenu.Label>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Item className="menu__item" onSelect={onLogout}>
                <LogoutIcon />
                {t.logout}
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="menu__separator" />
              <DropdownMenu.Label className="menu__label menu__version">{t.version(config.version)}</DropdownMenu.Label>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </header>
  );
}
