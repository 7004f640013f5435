/**
 * Progress reporting that only moves forward (0 → 1), by whole percents, and never breaks the
 * import. Through the worker, the listener is a Comlink proxy whose calls return promises: a
 * closed page must not surface as an unhandled rejection, so they are caught. Only whole percents
 * are sent: the engine reports every 8 KB it inflates, and a message per report re-rendered the
 * page over a thousand times for a 10 MB file.
 */
export function createProgress(onProgress?: (fraction: number) => unknown): (fraction: number) => void {
  let lastPercent = -1;
  return (fraction) => {
    const value = Math.min(1, Math.max(0, fraction));
    const percent = Math.floor(value * 100);
    if (!onProgress || percent <= lastPercent) return;
    lastPercent = percent;
    try {
      const pending = onProgress(value);
      if (pending instanceof Promise) pending.catch(() => undefined);
    } catch {
      // A failing progress listener must not fail the import.
    }
  };
}
