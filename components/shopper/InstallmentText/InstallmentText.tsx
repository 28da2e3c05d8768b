import type { HTMLAttributes, Ref } from 'react';
import type { Money } from '../../../logic/shopper/money.ts';
import { INSTALLMENT_STRINGS, installmentPlacement, installmentText, isInstallmentPlan, type InstallmentPlan } from '../../../logic/shopper/store.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useMoneyFormat } from '../../../hooks/shopper/useMoneyFormat.tsx';
import { cx } from '../../primitives/cx.ts';
import { root } from './InstallmentText.css.ts';

/** Props of {@link InstallmentText}: its own, and any DOM props of its paragraph. */
export interface InstallmentTextProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** The amount the line divides: the price shown above it (or the order's total), in minor units. */
  total: Money;
  /** The interest-free plan: number of payments and the order amounts it accepts. */
  plan: InstallmentPlan;
  /** Its wording over the site's (LocalizedStringsProvider). */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The interest-free installment line under a price (shopper spec, constants and limits): within the
 * plan's minimum and maximum order amounts, each payment ("or 4 interest-free payments of $12.50");
 * outside them, the amounts the plan accepts. Money in the page's money format. A plan that makes no
 * sense (fewer than 2 payments, limits the wrong way round) shows nothing.
 */
export function InstallmentText({ total, plan, strings: given, className, ...props }: InstallmentTextProps) {
  const strings = useStrings(INSTALLMENT_STRINGS, given);
  const format = useMoneyFormat();
  if (!isInstallmentPlan(plan) || !Number.isSafeInteger(total.value)) return null;
  return (
    <p data-vitrine="installment-text" data-placement={installmentPlacement(total, plan)} {...props} className={cx(root, className)}>
      {installmentText(total, plan, format, strings)}
    </p>
  );
}
