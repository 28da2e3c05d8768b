'use client';

import type { ReactNode } from 'react';
import { chosenTestVariant } from '../../../logic/visitor/pageFlags.ts';

/** Props of {@link TestVariant}. */
export interface TestVariantProps {
  /** The test's name, as its query-string override names it (`?test_variant_<test>=<variant>`). */
  test: string;
  /** Each variant's content, by variant name; the first is the control. */
  variants: Readonly<Record<string, ReactNode>>;
  /** The variant this visit was assigned by the site's test. @default the first */
  assigned?: string | null;
  /** The overrides the page honours: honouredTestVariants(flags, query, host), so only with the override flag on an internal or staging site. @default none */
  overrides?: Readonly<Record<string, string>>;
}

/**
 * One section of a page under test: shows the variant chosenTestVariant picks (an honoured override,
 * else the assigned variant, else the control). It draws no element of its own, so the page's markup
 * is the variant's.
 */
export function TestVariant({ test, variants, assigned = null, overrides = {} }: TestVariantProps) {
  const chosen = chosenTestVariant(test, Object.keys(variants), assigned, overrides);
  return chosen === null ? null : <>{variants[chosen]}</>;
}
