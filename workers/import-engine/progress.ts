/** Progress reporting that only moves forward (0 → 1) and never breaks the import. */
export type ProgressReporter = (fraction: number) => void;

export function createProgress(onProgress?: (fraction: number) => void): ProgressReporter {
  let last = -1;
  return (fraction) => {
    const value = Math.min(1, Math.max(0, fraction));
    if (!onProgress || !(value > last)) return;
    last = value;
    try {
      onProgress(value);
    } catch {
      // A failing progress listener must not fail the import.
    }
  };
}
