import { logger } from './logger';

/** Answers true to go on with the logout, false to stay signed in. */
export type LogoutConfirmer = () => Promise<boolean>;

const confirmers = new Set<LogoutConfirmer>();

/**
 * Lets a part of the app ask the user something before an explicit 'Cerrar sesión' (unsent
 * drafts: keep or delete them). Returns the function that unregisters it.
 */
export function registerLogoutConfirmer(confirmer: LogoutConfirmer): () => void {
  confirmers.add(confirmer);
  return () => {
    confirmers.delete(confirmer);
  };
}

/** Asks every registered confirmer in turn; a failing one never blocks the logout. */
export async function confirmLogout(): Promise<boolean> {
  for (const confirmer of [...confirmers]) {
    try {
      if (!(await confirmer())) return false;
    } catch (error) {
      logger.error('Una confirmación de cierre de sesión falló; se cierra la sesión igualmente.', error);
    }
  }
  return true;
}
