import { config } from '@/config/config';
import { loginMessages as t } from '@/features/auth/messages';
import { Button } from '@/components/ui/button';

/** Support button (no action wired), copyright, regulator and terms. */
export function LoginFooter() {
  return (
    <footer className="login-footer">
      <Button size="small">{t.support}</Button>
      <p>{t.copyright}</p>
      <p>{t.regulator}</p>
      <a href="/terminos-y-condiciones.html" target="_blank" rel="noopener">
        {t.terms}
      </a>
      <p className="login-footer__version">{t.version(config.version)}</p>
    </footer>
  );
}
