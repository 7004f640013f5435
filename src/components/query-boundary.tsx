import { QueryErrorResetBoundary, onlineManager } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageLoader } from './page-loader';
import { QueryError } from './query-error';

interface QueryBoundaryProps {
  /** What could not be loaded, in the section's own words. */
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * Loading and failure of one section of a page whose other sections work without it (the
 * debtor's recent loads beside its drafts): the section shows 'Cargando...', or what failed with
 * a retry, and the rest of the page is untouched. The section reads with useSuspenseQuery.
 */
export function QueryBoundary({ title, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <SectionError title={title} error={error} onRetry={resetErrorBoundary} />
          )}
        >
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  // Back online, the section tries again by itself.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) onRetry();
      }),
    [onRetry],
  );
  return <QueryError title={title} error={error} onRetry={onRetry} />;
}
