import { renderToStaticMarkup } from 'react-dom/server';
import { LoginView } from './login-view';

/** The login page's markup, rendered at build time into auth/login.html. */
export function renderLoginMarkup(): string {
  return renderToStaticMarkup(<LoginView onAuthenticated={() => Promise.resolve()} prerendered />);
}
