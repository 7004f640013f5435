/**
 * The draft whose column button takes the focus when its notes are shown. Reading a file again with
 * chosen columns replaces the draft, and with it the notes whose button opened the step: the focus
 * goes to the same button of the new draft's notes, not to the page's body.
 */
let pending: string | null = null;

/** The draft `draftId` comes from the column step: its notes' button takes the focus. */
export function focusColumnsOf(draftId: string): void {
  pending = draftId;
}

/** True once, for the draft named by `focusColumnsOf`. */
export function takeColumnsFocus(draftId: string): boolean {
  if (pending !== draftId) return false;
  pending = null;
  return true;
}
