import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const HINTS = [{ autoComplete: 'given-name' }, { autoComplete: 'family-name' }];

/** A name field: first and last name. */
export function NameField(props: FieldKindProps) {
  return <SubFields {...props} kind="name" hints={HINTS} />;
}
