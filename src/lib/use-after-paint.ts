import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the next frame is painted (a task queued from a frame's callback runs
 * after that frame), or at once in a hidden page, which paints no frame. Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    callback();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False for the first paint, then true: what is below the fold renders in the task after the
 * frame that shows what is above it, as a transition (React renders it in slices and lets
 * input in between).
 * A deferred value alone did not do it: React started the deferred render before the browser
 * had painted, and the first frame waited for it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        startTransition(() => setPainted(true));
      }),
    [],
  );
  return painted;
}
