import { describe, expect, it } from 'vitest';
import { advanceTour, dashboardTour, markCompleted, tourCommandForKey } from '@/features/shell/tour';

describe('dashboard tour', () => {
  it('has its two steps in order: the dashboard header, then the user profile', () => {
    expect(dashboardTour.steps.map((step) => step.title)).toEqual(['Bienvenido al Dashboard', 'Perfil de Usuario']);
  });

  it('maps Escape to close, Right arrow and Enter to next, Left arrow to previous', () => {
    expect(tourCommandForKey('Escape')).toBe('close');
    expect(tourCommandForKey('ArrowRight')).toBe('next');
    expect(tourCommandForKey('Enter')).toBe('next');
    expect(tourCommandForKey('ArrowLeft')).toBe('previous');
    expect(tourCommandForKey('a')).toBeNull();
  });

  it('walks forward, back, and finishes after the last step', () => {
    const first = { status: 'open', index: 0 } as const;
    const second = advanceTour(dashboardTour, first, 'next');
    expect(second).toEqual({ status: 'open', index: 1 });
    expect(advanceTour(dashboardTour, second, 'previous')).toEqual(first);
    expect(advanceTour(dashboardTour, first, 'previous')).toEqual(first);
    expect(advanceTour(dashboardTour, second, 'next')).toEqual({ status: 'finished' });
    expect(advanceTour(dashboardTour, second, 'close')).toEqual({ status: 'closed' });
  });

  it('records a completed tour once', () => {
    expect(markCompleted([], 'dashboard')).toEqual(['dashboard']);
    expect(markCompleted(['dashboard'], 'dashboard')).toEqual(['dashboard']);
  });
});
