import type { AccessDenial } from '@/lib/access';

/** The reasons the unauthorised page shows. */
export const accessDenialMessages: Record<AccessDenial, string> = {
  role: 'No tienes el rol necesario para acceder a esta página.',
  permission: 'No tienes los permisos necesarios para acceder a esta página.',
};
