import { Link } from '@tanstack/react-router';
import { StatusScreen } from './status-screen';

export function NotFoundScreen() {
  return (
    <StatusScreen code="404" title="Page Not Found" description="La página que busca no existe o fue movida.">
      <Link to="/" className="button button--primary">
        Ir al inicio
      </Link>
    </StatusScreen>
  );
}
