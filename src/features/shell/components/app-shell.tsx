import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import type { Permission, User, UserProduct } from '@contract/schemas';
import { InsidePageLayout } from '@/components/page-landmark';
import { config } from '@/config/config';
import { readJson, writeJson } from '@/lib/storage';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDismissableOverlay } from '@/features/shell/hooks/use-dismissable-overlay';
import { useFocusMainOnNavigate, useFocusStartOnMount } from '@/features/shell/hooks/use-focus-main-on-navigate';
import { shellMessages as t } from '@/features/shell/messages';
import { Header } from './header';
import { Sidebar } from './sidebar';
import '@/features/shell/shell.css';

interface AppShellProps {
  readonly user: User;
  readonly products: readonly UserProduct[];
  readonly permissions: readonly Permission[];
  readonly title: string;
  readonly description?: string | undefined;
  readonly onLogout: () => void;
  readonly headerActions?: ReactNode;
  readonly children: ReactNode;
}

/** Tablet widths and below: the sidebar keeps to 64 px by itself and opens over the content. */
const narrowQuery = '(max-width: 1024px)';

export function AppShell({
  user,
  products,
  permissions,
  title,
  description,
  onLogout,
  headerActions,
  children,
}: AppShellProps) {
  const narrow = useMediaQuery(narrowQuery);
  // The user's choice on wide screens, kept in local storage.
  const [storedCollapsed, setStoredCollapsed] = useState(
    () => readJson<boolean>('local', config.storageKeys.sidebarCollapsed) === true,
  );
  const [openOverContent, setOpenOverContent] = useState(false);
  const collapsed = narrow ? !openOverContent : storedCollapsed;
  const overlay = narrow && openOverContent;
  const sidebar = useRef<HTMLElement>(null);

  const toggle = () => {
    if (narrow) {
      setOpenOverContent((open) => !open);
      return;
    }
    const next = !storedCollapsed;
    setStoredCollapsed(next);
    writeJson('local', config.storageKeys.sidebarCollapsed, next);
  };

  // Going somewhere closes a sidebar that was opened over the content (adjusted during render).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpenOverContent(false);
  }

  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  const shell = useRef<HTMLDivElement>(null);
  useFocusStartOnMount(shell);
  useDismissableOverlay(
    overlay,
    sidebar,
    () => setOpenOverContent(false),
    () => sidebar.current?.querySelector<HTMLElement>('.sidebar__toggle'),
  );

  return (
    <div
      ref={shell}
      className="app-shell"
      data-sidebar-collapsed={collapsed}
      data-narrow={narrow}
      data-sidebar-overlay={overlay}
    >
      <a className="skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      <Sidebar ref={sidebar} products={products} permissions={permissions} collapsed={collapsed} onToggle={toggle} />
      <div className="app-shell__main">
        <Header title={title} description={description} user={user} onLogout={onLogout} actions={headerActions} />
        <main ref={main} id="main-content" className="app-shell__content" tabIndex={-1} aria-labelledby="page-title">
          <InsidePageLayout value={true}>{children}</InsidePageLayout>
        </main>
      </div>
    </div>
  );
}
