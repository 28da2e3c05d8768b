/**
 * Every core formatter by name (docs/template-language.md "Formatters and predicates to provide"), except
 * the fragment formatters, which `template/fragmentFormatters.tsx` registers with the library's components.
 */
import type { Formatter } from '../registry.ts';
import { CONTENT_FORMATTERS } from './content.ts';
import { DATA_FORMATTERS } from './core.ts';
import { DATE_FORMATTERS } from './dates.ts';
import { IMAGE_FORMATTERS } from './images.ts';
import { LOOKUP_FORMATTERS } from './lookups.ts';
import { MESSAGE_FORMATTERS } from './message.ts';
import { NUMBER_FORMATTERS } from './numbers.ts';
import { PRICE_FORMATTERS } from './prices.ts';
import { TEXT_FORMATTERS } from './text.ts';

/** The core formatters. */
export const CORE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  ...DATA_FORMATTERS,
  ...TEXT_FORMATTERS,
  ...NUMBER_FORMATTERS,
  ...MESSAGE_FORMATTERS,
  ...DATE_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...IMAGE_FORMATTERS,
  ...PRICE_FORMATTERS,
  ...LOOKUP_FORMATTERS,
};

