/** Every core predicate by name (docs/template-language.md "Formatters and predicates to provide"). */
import type { Predicate } from '../registry.ts';
import { COMMERCE_PREDICATES } from './commerce.ts';
import { CONTENT_PREDICATES } from './content.ts';
import { CORE_PREDICATE_TABLE } from './core.ts';
import { RECORD_PREDICATES } from './records.ts';

/** The core predicates. */
export const CORE_PREDICATES: Readonly<Record<string, Predicate>> = {
  ...CORE_PREDICATE_TABLE,
  ...CONTENT_PREDICATES,
  ...COMMERCE_PREDICATES,
  ...RECORD_PREDICATES,
};
