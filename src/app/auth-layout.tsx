import type { ReactNode } from 'react';
import './auth-layout.css';

/** The signed-out pages' frame: a centred card, with the logo, over the background image. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="auth-layout">
      <main className="auth-card">
        <img className="auth-card__logo" src="/icons/logo.svg" alt="Portal Corporativo" width="56" height="56" />
        {children}
      </main>
    </div>
  );
}
