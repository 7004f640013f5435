import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  /** 'alertdialog' for a warning that needs an answer (idle logout, unsent drafts). */
  readonly role?: 'dialog' | 'alertdialog';
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Added to the dialog's own class, to tell this dialog apart (styles, event targets). */
  readonly className?: string;
  /** Escape, or any other way the browser cancels a modal dialog. */
  readonly onCancel: () => void;
  readonly children?: ReactNode;
}

/**
 * A modal on the platform's own <dialog>: top layer, the rest of the page inert, Escape to cancel,
 * Tab kept inside, focus returned on close. Mark the control that should take focus first with `data-autofocus`. Radix's Dialog injects <style> tags (react-remove-scroll) that our CSP
 * (style-src 'self') refuses, radix-ui/primitives#3063; this needs no inline style at all.
 */
export function ModalDialog({
  open,
  role = 'dialog',
  title,
  description,
  className,
  onCancel,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // showModal focuses the first control; React's autoFocus cannot help (the dialog was hidden
      // when it ran), so a child marked data-autofocus takes the focus instead.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
      onCancel={(event) => {
        // React state decides when the dialog closes, not the browser.
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {description !== undefined && (
            <div id={descriptionId} className="dialog__body">
              {description}
            </div>
          )}
          {children}
        </>
      )}
    </dialog>
  );
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. The platform's
 * modal lets the focus leave for the browser's own controls (and then to the page's <body>), where a
 * key press reads as activity behind the dialog; a bank's dialog keeps it in.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
