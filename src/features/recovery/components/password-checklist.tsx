import { recoveryMessages as t } from '@/features/recovery/messages';
import type { PasswordRuleId, RuleCheck } from '@/features/recovery/password-rules';

export const ruleItemId = (listId: string, rule: PasswordRuleId) => `${listId}-${rule}`;

interface PasswordChecklistProps {
  /** The id of the title and list: the new-password field is described by them. */
  readonly id: string;
  readonly checks: readonly RuleCheck[];
  /** Whether the user has typed yet: before that there is nothing to announce. */
  readonly typed: boolean;
}

/**
 * The rules as a live checklist. Each rule says met or pending in words (hidden, read with the
 * rule) and by its icon's shape, not by colour alone. A polite status line says how many are met,
 * so a screen reader hears a rule change without the whole list being read at every keystroke.
 */
export function PasswordChecklist({ id, checks, typed }: PasswordChecklistProps) {
  const met = checks.filter((check) => check.met).length;
  const summary = met === checks.length ? t.rulesAllMet : t.rulesProgress(met, checks.length);
  return (
    <div className="password-rules">
      <div id={id}>
        <p className="password-rules__title" id={`${id}-title`}>
          {t.rulesTitle}
        </p>
        <ul aria-labelledby={`${id}-title`}>
          {checks.map(({ rule, met: ruleMet }) => (
            <li key={rule.id} id={ruleItemId(id, rule.id)} className="password-rules__item" data-met={ruleMet}>
              {ruleMet ? <MetIcon /> : <PendingIcon />}
              <span>
                {rule.label}
                <span className="visually-hidden">{` (${ruleMet ? t.ruleMet : t.rulePending})`}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {typed ? summary : ''}
      </p>
    </div>
  );
}

const iconProps = {
  className: 'password-rules__icon',
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A ticked circle. */
function MetIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.2 9.5" />
    </svg>
  );
}

/** An open circle with a dash: not yet. */
function PendingIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 12h6" />
    </svg>
  );
}
