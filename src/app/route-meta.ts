import type { Role } from '../api/endpoint';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title of the page (SPEC section 2). */
    title?: string;
    /** Header description under the title. */
    description?: string;
    /** Roles, any one of which opens the route (matched without case). */
    roles?: readonly Role[];
  }
}

export const defaultTitle = 'Inicio';
