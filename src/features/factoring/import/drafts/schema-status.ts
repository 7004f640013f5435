/**
 * Whether this tab may still use the drafts database. A newer version of the portal (in another
 * tab) upgrading the schema closes it here for good: this tab's code would write rows the new
 * schema cannot read. Kept apart from Dexie so the app shell can show the notice without loading it.
 */
export type DraftSchemaStatus = 'current' | 'outdated' | 'blocked';

type Listener = () => void;

let status: DraftSchemaStatus = 'current';
const listeners = new Set<Listener>();

function set(next: DraftSchemaStatus): void {
  if (status === next || status === 'outdated') return;
  status = next;
  listeners.forEach((listener) => {
    listener();
  });
}

export const draftSchema = {
  status: (): DraftSchemaStatus => status,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Another tab holds a newer schema: this one stops using the database until it reloads. */
  markOutdated: (): void => {
    set('outdated');
  },
  /** This tab's upgrade waits for an older tab that keeps the database open. */
  markBlocked: (): void => {
    set('blocked');
  },
  /** The upgrade went through after all. */
  markCurrent: (): void => {
    if (status === 'blocked') {
      status = 'current';
      listeners.forEach((listener) => {
        listener();
      });
    }
  },
};
