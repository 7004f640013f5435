import { useRef, useState, type Ref } from 'react';
import { isBlankText, MAX_TEXT, textCharacterFault, textFault } from '@contract/bounds';
import { describeCharacterFault } from '@contract/characters';
import { TextField } from '@/components/form/text-field';
import { approveMessages as t } from '@/features/factoring/approve/messages';

/**
 * What is wrong with a decision's text, or null, by the bounds the API applies to every text a
 * person reads: a rejection needs a reason a person can read, and no text may hide characters.
 */
export function reasonProblem(reason: string, deny: boolean): string | null {
  const trimmed = reason.trim();
  if (deny && isBlankText(trimmed)) return t.reasonRequired;
  switch (textFault('reason', trimmed)) {
    case 'tooLong':
      return t.reasonTooLong;
    case 'character': {
      const fault = textCharacterFault('reason', trimmed);
      return fault ? t.reasonCharacter(describeCharacterFault(fault)) : t.reasonUnreadable;
    }
    case 'control':
    case 'brokenCharacter':
      return t.reasonUnreadable;
    default:
      return null;
  }
}

interface ReasonFieldState {
  readonly deny: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly fieldRef: Ref<HTMLTextAreaElement>;
}

/**
 * The text of a decision and its check. `accept` gives the trimmed text when it may be sent;
 * otherwise it shows the problem on the field, moves the focus there and gives null.
 */
export function useDecisionReason(deny: boolean) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const accept = (): string | null => {
    const problem = reasonProblem(value, deny);
    setError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return null;
    }
    return value.trim();
  };
  const field: ReasonFieldState = { deny, value, onChange: setValue, error, fieldRef };
  return { accept, text: value.trim(), field };
}

interface DecisionReasonFieldProps extends ReasonFieldState {
  /** What the text will be used for, which differs between one load and several. */
  readonly hint: string;
  readonly rows: number;
  readonly readOnly?: boolean;
  /** The field a dialog focuses when it opens. */
  readonly dialogFocus?: boolean;
}

/** A rejection's required reason, or an approval's optional comment. */
export function DecisionReasonField(props: DecisionReasonFieldProps) {
  return (
    <TextField label={props.deny ? t.reason : t.comment} hint={props.hint} error={props.error} announceError>
      {(control) => (
        <textarea
          {...control}
          ref={props.fieldRef}
          rows={props.rows}
          maxLength={MAX_TEXT.reason}
          value={props.value}
          required={props.deny}
          readOnly={props.readOnly}
          data-autofocus={props.dialogFocus || undefined}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </TextField>
  );
}
