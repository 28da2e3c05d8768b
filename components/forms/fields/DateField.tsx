import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const NUMERIC = { inputMode: 'numeric' as const, autoComplete: 'off' };
const HINTS = [NUMERIC, NUMERIC, NUMERIC];

/** A date field: month, day and year, each typed as a number. */
export function DateField(props: FieldKindProps) {
  return <SubFields {...props} kind="date" hints={HINTS} short />;
}
