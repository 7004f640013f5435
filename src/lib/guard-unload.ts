/**
 * Until `work` settles, leaving or reloading the page asks first. The browser aborts an
 * IndexedDB write that is still running when its page goes, and what it was writing is lost.
 */
export function guardUnloadUntil(work: Promise<unknown>): void {
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  window.addEventListener('beforeunload', ask);
  const release = () => {
    window.removeEventListener('beforeunload', ask);
  };
  work.then(release, release);
}
