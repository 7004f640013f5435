import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The part of a server call its button needs; TanStack Query's mutation results have it. */
export interface PendingCall {
  readonly isPending: boolean;
}

interface CallButtonProps {
  /** The call this button starts: while it runs, the button says `pendingLabel`. */
  readonly call: PendingCall;
  readonly label: ReactNode;
  readonly pendingLabel: ReactNode;
  /** Also busy while another call of the same form runs. */
  readonly busy?: boolean;
  readonly variant?: 'primary' | 'ghost';
  /** A plain button runs this; without it, the button submits its form. */
  readonly onClick?: () => void;
  /**
   * Truly disabled: for a form painted before its script runs, where nothing could stop a
   * submission (an Enter in a field does not submit a form whose default button is disabled).
   */
  readonly disabled?: boolean;
}

/**
 * The button that sends a form's call. While a call runs it stays focusable and announced
 * (aria-disabled, not disabled, so the focus is not thrown out of the form), and a click, or an
 * Enter in one of the form's fields, does nothing: one intent is never sent twice.
 */
export function CallButton({
  call,
  label,
  pendingLabel,
  busy = false,
  variant = 'primary',
  onClick,
  disabled = false,
}: CallButtonProps) {
  const blocked = busy || call.isPending;
  // Cancelling the click also cancels the submission an Enter in a field would have made.
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) event.preventDefault();
    else onClick?.();
  };
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant={variant}
      block
      aria-disabled={blocked}
      disabled={disabled}
      onClick={click}
    >
      {call.isPending ? pendingLabel : label}
    </Button>
  );
}
