import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `open`, a press outside `panel` or Escape closes it; Escape gives the focus back to the
 * control that opened it (`returnFocusTo`), which the keyboard user was on.
 */
export function useDismissableOverlay(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo: () => HTMLElement | null | undefined,
): void {
  const onClose = useEffectEvent(close);
  const focusTarget = useEffectEvent(returnFocusTo);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !panel.current?.contains(event.target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      focusTarget()?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panel]);
}
