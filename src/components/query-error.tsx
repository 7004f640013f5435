import { useEffect, useRef, type ReactNode } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import './query-error.css';

interface QueryErrorProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar las solicitudes.' */
  readonly title: string;
  /** A sentence under the title, when the screen has one of its own. */
  readonly body?: string;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
  /** Other ways out, shown beside the retry (a link back to a list). */
  readonly children?: ReactNode;
}

/** The reason from the server or the connection, never a raw exception. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.';
}

/**
 * A failed load: what failed, why, and a retry. Screen readers hear it as an alert wherever the
 * focus is. It takes the focus only from nowhere in particular (the page's body, or the <main> a
 * move to the page focused): a section that fails while the user is on a control, or in a dialog,
 * must not pull them away from it. It did, and the idle warning then gave the focus back to the
 * failed section instead of the control the user had left.
 */
export function QueryError({ title, body, error, onRetry, retrying = false, children }: QueryErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.tagName === 'MAIN') box.current?.focus();
  }, []);
  return (
    <Alert tone="error" as="div" className="query-error" ref={box} tabIndex={-1}>
      <p className="query-error__title">{title}</p>
      {body !== undefined && <p>{body}</p>}
      <p className="query-error__reason">{errorText(error)}</p>
      <div className="button-row">
        {children}
        <Button size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Reintentando...' : 'Reintentar'}
        </Button>
      </div>
    </Alert>
  );
}
