import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first paint, then true: what is below the fold renders in the task after the
 * frame that shows what is above it, as a transition (React renders it in slices and lets
 * input in between).
 * A deferred value alone did not do it: React started the deferred render before the browser
 * had painted, and the first frame waited for it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from a frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
