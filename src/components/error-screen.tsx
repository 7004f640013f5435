import type { ErrorComponentProps } from '@tanstack/react-router';
import { StatusScreen } from './status-screen';
import { Button } from './ui/button';

/** The error boundary's screen: generic text, a refresh, and the details on demand. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <StatusScreen title="Something went wrong" description="Ocurrió un error inesperado al mostrar esta página.">
      <Button variant="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
      <details className="status-screen__details">
        <summary>Detalles técnicos</summary>
        <pre>{details}</pre>
      </details>
    </StatusScreen>
  );
}
