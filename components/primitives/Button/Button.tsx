import type { ButtonHTMLAttributes, Ref } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../cx.ts';
import { button, type ButtonVariants } from './Button.css.ts';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. @default false */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const classesByVariant = new Map<string, string>();

/** The recipe's class for a look, worked out once per look: the recipe's runtime copies its variants on every call. */
function lookClass({ variant, size, fullWidth }: ButtonVariants): string {
  const key = `${variant ?? ''}|${size ?? ''}|${String(fullWidth ?? '')}`;
  let found = classesByVariant.get(key);
  if (found === undefined) {
    found = button({ variant, size, fullWidth });
    classesByVariant.set(key, found);
  }
  return found;
}

/** The library's button: primary, secondary or ghost, in three sizes, with a visible focus ring. */
export function Button({ asChild = false, variant, size, fullWidth, className, type, ...props }: ButtonProps) {
  const classes = cx(lookClass({ variant, size, fullWidth }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
