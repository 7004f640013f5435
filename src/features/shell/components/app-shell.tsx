import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Permission, User, UserProduct } from '../../../api/schemas';
import { readJson, writeJson } from '../../../lib/storage';
import { config } from '../../../config/config';
import { shellMessages as t } from '../messages';
import { Header } from './header';
import { Sidebar } from './sidebar';

interface AppShellProps {
  readonly user: User;
  readonly products: readonly UserProduct[];
  readonly permissions: readonly Permission[];
  readonly title: string;
  readonly description?: string | undefined;
  readonly onLogout: () => void;
  readonly children: ReactNode;
}

export function AppShell({ user, products, permissions, title, description, onLogout, children }: AppShellProps) {
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>('local', config.storageKeys.sidebarCollapsed) === true);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeJson('local', config.storageKeys.sidebarCollapsed, next);
  };
  return (
    <div className="app-shell" data-sidebar-collapsed={collapsed}>
      <a className="skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      <Sidebar products={products} permissions={permissions} collapsed={collapsed} onToggle={toggle} />
      <div className="app-shell__main">
        <Header title={title} description={description} user={user} onLogout={onLogout} />
        <main id="main-content" className="app-shell__content" tabIndex={-1} aria-labelledby="page-title">
          {children}
        </main>
      </div>
    </div>
  );
}
