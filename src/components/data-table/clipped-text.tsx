import { Popover } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';

/** Leaving the text for the bubble crosses a small gap: the bubble waits that long before closing. */
const HOVER_CLOSE_MS = 150;

const isClipped = (element: HTMLElement) =>
  element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;

interface ClippedTextProps {
  readonly text: string;
  /** What the text is (the column's heading): names the bubble for screen readers. */
  readonly label: string;
}

/**
 * Long text cut at two lines. Only when the cut hides something does it become a button that shows
 * the whole text in a bubble: on a tap or a click, with Enter or Space, and while a mouse rests on it
 * (a title tooltip never opens on a tablet). The whole text is always in the DOM, so a screen reader
 * reads it all in the button's name; the bubble, named by the column, adds nothing it would miss.
 */
export function ClippedText({ text, label }: ClippedTextProps) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [clipped, setClipped] = useState(false);
  const [open, setOpen] = useState(false);
  const hoverClose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);

  // The cut depends on the column's width, which a fold, a rotation or the cards change: measure again.
  useLayoutEffect(() => {
    if (!element) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- whether the text is cut needs its laid-out box, before the first paint.
    setClipped(isClipped(element));
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => setClipped(isClipped(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);

  useEffect(() => () => clearTimeout(hoverClose.current), []);

  const content = (
    <span ref={setElement} className="data-table__clip">
      {text}
    </span>
  );
  if (!clipped) return content;

  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverClose.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hoverLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    hoverClose.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        openedByHover.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger
        className="data-table__clip-button"
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverLeave}
        onClick={(event) => {
          // A click on text the mouse already opened keeps it open (pinned), rather than closing it.
          if (!openedByHover.current) return;
          openedByHover.current = false;
          event.preventDefault();
        }}
      >
        {content}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="data-table__clip-popover"
          aria-label={label}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          // The bubble holds no control: focus stays on the text, and Escape or a tap elsewhere closes it.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverLeave}
        >
          {text}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
