import { useEffect, useRef } from 'react';
import { isApiError } from '../lib/http/api-error';
import './query-error.css';

interface QueryErrorProps {
  /** What could not be loaded, e.g. 'No se pudieron cargar las solicitudes.' */
  readonly title: string;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly retrying?: boolean;
}

/** The reason from the server or the connection, never a raw exception. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.';
}

/** A failed load: what failed, why, and a retry; it takes focus so a screen reader hears it. */
export function QueryError({ title, error, onRetry, retrying = false }: QueryErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className="alert alert--error query-error" role="alert" tabIndex={-1}>
      <p className="query-error__title">{title}</p>
      <p className="query-error__reason">{errorText(error)}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Reintentando...' : 'Reintentar'}
      </button>
    </div>
  );
}
