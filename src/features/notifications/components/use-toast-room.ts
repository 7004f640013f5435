import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes, as `--news-toast-room` on the bell's box, the width between the header's start and the
 * bell: the toast goes there, over the page's title, so that at any width it covers no control
 * (bottom right, it covered the help button). The header is found as the box's ancestor, since
 * the shell that draws it is another feature.
 */
export function useToastRoom(box: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = box.current;
    const header = element?.closest('header');
    if (!element || !header) return;
    const measure = () => {
      const start = header.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(header).paddingLeft);
      const room = Math.max(0, element.getBoundingClientRect().left - start);
      element.style.setProperty('--news-toast-room', `${Math.floor(room)}px`);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [box]);
}
