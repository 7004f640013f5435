import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// The same base styles as the app, first, so the page looks the same painted and live.
import '@/app/tokens.css';
import '@/app/styles.css';
import { OfflineBanner } from '@/app/offline-banner';
import { loadAccess } from '@/features/auth/api/load-access';
import { completeSignIn, noticeFor, type SignInSteps } from '@/features/auth/sign-in';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { handAccessToApp } from '@/lib/session/access-snapshot';
import { followOpenSession, session } from '@/lib/session/session';
import { completeHandover, readPrerendered } from './handover';
import { LoginView } from './login-view';

/**
 * Without the app's router or query cache: the access is loaded directly and handed to the app,
 * which then opens as a new page.
 */
const openApp: SignInSteps = {
  loadAccess: () => loadAccess(),
  keepAccess: handAccessToApp,
  goTo: (path) => {
    window.location.replace(path);
  },
};

// A visitor who is signed in already has nothing to do here.
if (session.isAuthenticated()) {
  window.location.replace('/');
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en la página de inicio de sesión');
  const search = new URLSearchParams(window.location.search);
  const redirect = search.get('redirect') ?? undefined;
  const handover = readPrerendered(document);
  const root = createRoot(container);
  // Rendered at once, not on a later task: the painted form is read, replaced and removed in one go.
  flushSync(() => {
    root.render(
      <StrictMode>
        <OfflineBanner />
        <LoginView
          onAuthenticated={(token, user) => completeSignIn(token, user, redirect, openApp)}
          notice={noticeFor(search.get('reason'))}
          initialValues={handover?.values}
        />
      </StrictMode>,
    );
  });
  if (handover) completeHandover(document, container, handover);
  // Opened in a new tab beside a signed-in one: that tab's session, and the page asked for.
  followOpenSession(() => {
    window.location.replace(safeRedirectPath(redirect));
  });
  // The first visit installs the service worker here, while the visitor types, so the app after
  // login and every later visit load from it. Fetched after the form is live, off its critical path.
  void import('@/app/app-update').then(({ startAppUpdates }) => {
    startAppUpdates();
  });
}
