import { useLocation, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { Permission, User, UserProduct } from '../../../api/schemas';
import { InsidePageLayout } from '../../../components/page-landmark';
import { config } from '../../../config/config';
import { readJson, writeJson } from '../../../lib/storage';
import { useMediaQuery } from '../../../lib/use-media-query';
import { shellMessages as t } from '../messages';
import { Header } from './header';
import { Sidebar } from './sidebar';
import '../shell.css';

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

  // After a move to another page the focus goes to its <main> (named by the page title), so that
  // keyboard users start on the new page and screen readers announce it. Not on the first render,
  // and not when the page has already placed the focus inside itself (a field with an error, a
  // message that must be read first).
  // The resolved location, not the requested one: the old page stays on screen while the new one
  // loads, and the focus must move once the new page is there.
  const main = useRef<HTMLElement>(null);
  const shownPathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const focusedPath = useRef(shownPathname);
  useEffect(() => {
    if (focusedPath.current === shownPathname) return;
    // The first page of a load resolves after the first render, and the first page after a login
    // follows a page outside the shell: neither is a move, and the focus stays at the top of the
    // document, where the skip link is the first Tab stop.
    const previous = focusedPath.current;
    const firstPage = previous === undefined || previous.startsWith('/auth/') || previous.startsWith('/recovery');
    focusedPath.current = shownPathname;
    if (firstPage) return;
    if (main.current?.contains(document.activeElement) && document.activeElement !== main.current) return;
    main.current?.focus({ preventScroll: true });
  }, [shownPathname]);

  // Signing in by keyboard removes the focused login button with the login page, and the browser
  // would start the next Tab from where that button was, deep in the new page. Starting again
  // from the top of the document makes the skip link the first Tab stop, as on a fresh load.
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = shell.current;
    const active = document.activeElement;
    if (!root || (active !== null && active !== document.body)) return;
    // Focusable only for this one moment, so a later click never lands the focus on the shell.
    root.tabIndex = -1;
    root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true });
    root.focus({ preventScroll: true });
  }, []);

  // A tap outside it, or Escape, closes it too; Escape gives the focus back to the toggle.
  useEffect(() => {
    if (!overlay) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !sidebar.current?.contains(event.target)) setOpenOverContent(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOverContent(false);
      sidebar.current?.querySelector<HTMLElement>('.sidebar__toggle')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlay]);

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
