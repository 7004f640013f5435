import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the next frame is painted (a task queued from a frame's callback runs
 * after that frame), or at once in a hidden page, which paints no frame. A page hidden after the
 * call paints none either: with `atLatestMs`, the callback runs after that long at the latest,
 * still once. Returns a cancel.
 */
export function afterNextPaint(callback: () => void, atLatestMs?: number): () => void {
  if (document.visibilityState === 'hidden') {
    callback();
    return () => undefined;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    callback();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const latest = atLatestMs === undefined ? undefined : setTimeout(once, atLatestMs);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  };
}

/**
 * False for the first paint, then true: what is below the fold renders in the task after the
 * frame that shows what is above it, as a transition (React renders it in slices and lets
 * input in between). With `after` false, the wait starts only once it turns true: a second
 * part can follow the frame of the first.
 * A deferred value alone did not do it: React started the deferred render before the browser
 * had painted, and the first frame waited for it.
 */
export function useAfterPaint(after = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!after) return undefined;
    return afterNextPaint(() => {
      startTransition(() => setPainted(true));
    });
  }, [after]);
  return painted;
}
