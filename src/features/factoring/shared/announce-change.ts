import { events } from '@/lib/events';

/**
 * Tells the other tabs that this one has changed factoring data on the server (a load sent, a
 * decision, a factoring request): they read their lists again, instead of offering a load that
 * is no longer pending or an invoice that is no longer available.
 */
export function announceFactoringChange(): void {
  events.emit('data:updated', { scope: 'factoring' });
}
