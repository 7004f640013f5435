import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/lib/use-after-paint';

/** A page whose frames come only when the test paints one, visible or hidden. */
function page(visibility: 'visible' | 'hidden') {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('document', { visibilityState: visibility });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  return {
    paint() {
      for (const frame of frames.splice(0)) frame(performance.now());
    },
  };
}

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in the task after the next frame, not before it', () => {
    const screen = page('visible');
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
    screen.paint();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden page, which paints no frame', () => {
    page('hidden');
    const callback = vi.fn();
    afterNextPaint(callback, 100);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('with a latest time, runs then if no frame has come (the page was hidden meanwhile), and only once', () => {
    const screen = page('visible');
    const callback = vi.fn();
    afterNextPaint(callback, 100);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    screen.paint();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('with a latest time, a frame that comes first runs it, and the latest time does not again', () => {
    const screen = page('visible');
    const callback = vi.fn();
    afterNextPaint(callback, 100);
    screen.paint();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', () => {
    const screen = page('visible');
    const callback = vi.fn();
    const cancel = afterNextPaint(callback, 100);
    cancel();
    screen.paint();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
