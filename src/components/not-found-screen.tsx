import { Link } from '@tanstack/react-router';
import { StatusScreen } from './status-screen';
import { buttonClass } from './ui/button';

export function NotFoundScreen() {
  return (
    <StatusScreen code="404" title="Page Not Found" description="La página que busca no existe o fue movida.">
      <Link to="/" className={buttonClass({ variant: 'primary' })}>
        Ir al inicio
      </Link>
    </StatusScreen>
  );
}
