/** Median, min and max of a measurement's runs: the figures every row of the bench reports. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spread(runs: readonly number[]): Spread {
  if (runs.length === 0) throw new Error('a measurement needs at least one run');
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0, runs: [...runs] };
}
