/** The sandbox clock: a base time source plus an offset tests can move (expiry tests). */
export interface Clock {
  now(): number;
  setOffset(offsetMs: number): void;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
  };
}
