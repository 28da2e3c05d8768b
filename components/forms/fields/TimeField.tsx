import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const NUMERIC = { inputMode: 'numeric' as const, autoComplete: 'off' };
const HINTS = [NUMERIC, NUMERIC];

/** A time field: hour and minute. */
export function TimeField(props: FieldKindProps) {
  return <SubFields {...props} kind="time" hints={HINTS} />;
}
