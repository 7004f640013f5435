import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { DocumentTitle } from '@/app/document-title';
import type { RouterContext } from '@/app/router-context';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundScreen } from '@/components/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
