import { onlineManager, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { ErrorScreen } from './error-screen';
import { QueryError } from './query-error';

interface LoadErrorText {
  /** What could not be loaded, in the screen's own words. */
  readonly title: string;
  readonly body?: string;
  /** Other ways out beside the retry, such as a link back to the list. */
  readonly actions?: ReactNode;
}

/**
 * The error component of a route whose data comes from its loader: a failed call says what
 * failed and why, and offers a retry that runs the loader again; when the connection comes back
 * it retries by itself. Anything that is not a failed call is a bug, and gets the error screen.
 */
export function loadErrorComponent({ title, body, actions }: LoadErrorText) {
  return function RouteLoadError(props: ErrorComponentProps) {
    const router = useRouter();
    const queryBoundary = useQueryErrorResetBoundary();
    const [retrying, setRetrying] = useState(false);

    // A query that failed inside the screen is tried again on the next render, not kept as failed.
    useEffect(() => {
      queryBoundary.reset();
    }, [queryBoundary]);

    const retry = useCallback(async () => {
      setRetrying(true);
      try {
        await router.invalidate();
      } finally {
        setRetrying(false);
      }
    }, [router]);

    useEffect(
      () =>
        onlineManager.subscribe((online) => {
          if (online) void retry();
        }),
      [retry],
    );

    if (!isApiError(props.error)) return <ErrorScreen {...props} />;
    return (
      <QueryError title={title} body={body} error={props.error} onRetry={() => void retry()} retrying={retrying}>
        {actions}
      </QueryError>
    );
  };
}
