import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { defaultTitle, titleOfPage } from './route-meta';

const appName = 'Portal Corporativo';

/** The tab's title follows the deepest route that names one, so every screen is told apart in tabs and by screen readers. */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => titleOfPage(state.matches) ?? defaultTitle });
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title]);
  return null;
}
