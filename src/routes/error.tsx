import { Link, createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../components/status-screen';

export const Route = createFileRoute('/error')({
  component: ErrorPage,
});

function ErrorPage() {
  return (
    <StatusScreen title="An error occurred while loading the page." description="No pudimos cargar sus datos. Inténtelo de nuevo en unos momentos.">
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
        Reintentar
      </button>
      <Link to="/auth/login" className="button button--ghost">
        Volver al inicio de sesión
      </Link>
    </StatusScreen>
  );
}
