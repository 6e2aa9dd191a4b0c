import { useDebouncedValue } from '@mantine/hooks';
import type { UserStrategyTimeframe } from '@nivesh/contracts';
import { RuleEditor, type RuleProblem } from '@/components/screen-language/rule-editor';
import { isRefusal } from '@/lib/api-client';
import type { Completion } from '@/lib/screen-language/completion';
import { problemOf } from '@/lib/screen-language/screen-language';
import { useCheckRule } from '../api/user-strategies-api';

/** Time without typing before a rule is checked, ms. */
const CHECK_AFTER_MS = 350;

interface RuleFieldProps {
  readonly label: string;
  readonly description: string;
  readonly value: string;
  readonly timeframe: UserStrategyTimeframe;
  readonly onChange: (value: string) => void;
  readonly names: readonly Completion[];
  /** The form's own message for the field (required, too long), shown when there is no language mistake. */
  readonly formError: string | undefined;
  readonly onSubmit: () => void;
}

/**
 * An entry or exit condition: the screener's completion (through the back-testing page's rule
 * editor), and the server's compiler's verdict as the user types, with a caret under the mistake.
 */
export function RuleField({
  label,
  description,
  value,
  timeframe,
  onChange,
  names,
  formError,
  onSubmit,
}: RuleFieldProps) {
  const [settled] = useDebouncedValue(value, CHECK_AFTER_MS);
  const check = useCheckRule(settled, timeframe);
  const answer = check.data;
  let problem: RuleProblem | undefined;
  if (settled.trim() !== '' && answer && isRefusal(answer) && settled === value && !check.isPlaceholderData) {
    problem = { ...problemOf(answer), source: settled };
  } else if (formError) problem = { message: formError, position: null, source: value };
  return (
    <RuleEditor
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      names={names}
      problem={problem}
      onSubmit={onSubmit}
    />
  );
}
