export interface TourStep {
  /** Value of the `data-tour` attribute of the element the step points at. */
  readonly target: string;
  readonly title: string;
  readonly body: string;
}

export interface Tour {
  readonly id: string;
  readonly steps: readonly TourStep[];
}

/** Two steps, the dashboard header and the user profile. */
export const dashboardTour: Tour = {
  id: 'dashboard',
  steps: [
    {
      target: 'dashboard-header',
      title: 'Bienvenido al Dashboard',
      body: 'Aquí verá el nombre de la página en la que se encuentra y una breve descripción de lo que puede hacer en ella.',
    },
    {
      target: 'user-profile',
      title: 'Perfil de Usuario',
      body: 'Su nombre y su rol. Abra este menú para cerrar la sesión de forma segura cuando termine.',
    },
  ],
};

export type TourCommand = 'next' | 'previous' | 'close';

/** Escape closes; Right arrow or Enter goes next; Left arrow goes back. */
export function tourCommandForKey(key: string): TourCommand | null {
  switch (key) {
    case 'Escape':
      return 'close';
    case 'ArrowRight':
    case 'Enter':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    default:
      return null;
  }
}

export type TourState =
  { readonly status: 'closed' } | { readonly status: 'open'; readonly index: number } | { readonly status: 'finished' };

/** The step after a command; `next` on the last step finishes the tour. */
export function advanceTour(tour: Tour, state: TourState, command: TourCommand): TourState {
  if (state.status !== 'open') return state;
  if (command === 'close') return { status: 'closed' };
  if (command === 'previous') return { status: 'open', index: Math.max(0, state.index - 1) };
  return state.index + 1 >= tour.steps.length ? { status: 'finished' } : { status: 'open', index: state.index + 1 };
}

/** Completed tour ids, kept in local storage under `completed_tours`. */
export function markCompleted(completed: readonly string[], tourId: string): string[] {
  return completed.includes(tourId) ? [...completed] : [...completed, tourId];
}
