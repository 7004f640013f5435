import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useReplacedHeading } from '@/lib/page-description';
import { afterNextPaint } from '@/lib/use-after-paint';
import { defaultTitle, titleOfPage } from './route-meta';

const appName = 'Portal Corporativo';

/** The tab's title follows the deepest route that names one, so every screen is told apart in tabs and by screen readers. */
export function DocumentTitle() {
  const routeTitle = useRouterState({ select: (state) => titleOfPage(state.matches) ?? defaultTitle });
  // A page that became something else (a review that became a receipt) names the tab as its header.
  const title = useReplacedHeading()?.title ?? routeTitle;
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
