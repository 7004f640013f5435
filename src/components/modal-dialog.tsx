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
 * focus returned on close. Mark the control that should take focus first with `data-autofocus`. Radix's Dialog injects <style> tags (react-remove-scroll) that our CSP
 * (style-src 'self') refuses, radix-ui/primitives#3063; this needs no inline style at all.
 */
export function ModalDialog({ open, role = 'dialog', title, description, className, onCancel, children }: ModalDialogProps) {
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
