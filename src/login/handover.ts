import type { LoginValues } from '@/features/auth/components/login-form';

/** The element that holds the login form painted at build time, beside the live app's #root. */
export const PRERENDERED_ID = 'prerendered-login';

/** What the visitor did in the painted form while the script was on its way. */
export interface Handover {
  readonly values: LoginValues;
  /** The name of the field that had the focus, and its caret or selection. */
  readonly focus: { readonly name: string; readonly start: number | null; readonly end: number | null } | null;
}

function inputNamed(container: ParentNode, name: string): HTMLInputElement | null {
  const found = container.querySelector(`input[name="${name}"]`);
  return found instanceof HTMLInputElement ? found : null;
}

/** Reads the painted form's fields and focus; null when the page was not prerendered. */
export function readPrerendered(doc: Document): Handover | null {
  const painted = doc.getElementById(PRERENDERED_ID);
  if (!painted) return null;
  const active = doc.activeElement;
  const focused = active instanceof HTMLInputElement && painted.contains(active) ? active : null;
  return {
    values: {
      email: inputNamed(painted, 'email')?.value ?? '',
      password: inputNamed(painted, 'password')?.value ?? '',
    },
    focus: focused ? { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd } : null,
  };
}

/**
 * Removes the painted form once the live one is in the page, and puts the focus and caret where
 * they were. Runs in the same task as the live form's first render, so no frame shows neither
 * form and no keystroke falls between them.
 */
export function completeHandover(doc: Document, live: ParentNode, handover: Handover): void {
  doc.getElementById(PRERENDERED_ID)?.remove();
  if (!handover.focus) return;
  const input = inputNamed(live, handover.focus.name);
  if (!input) return;
  input.focus();
  if (handover.focus.start !== null && handover.focus.end !== null) {
    input.setSelectionRange(handover.focus.start, handover.focus.end);
  }
}
