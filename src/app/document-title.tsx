import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterNextPaint } from '@/lib/use-after-paint';
import { defaultTitle, titleOfPage } from './route-meta';

const appName = 'Portal Corporativo';

/** The tab's title follows the deepest route that names one, so every screen is told apart in tabs and by screen readers. */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => titleOfPage(state.matches) ?? defaultTitle });
  // Once the screen is painted: a new title costs the browser a few milliseconds (the tab, the
  // history entry), which delayed the frame that shows a just-imported file's summary.
  useEffect(
    () =>
      afterNextPaint(() => {
        document.title = `${title} · ${appName}`;
      }),
    [title],
  );
  return null;
}
