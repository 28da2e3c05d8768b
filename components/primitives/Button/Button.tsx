'use client';

import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cx } from '../cx.ts';
import { button, buttonFullWidth, buttonSize, buttonVariant, type ButtonVariants } from './Button.css.ts';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Render the single child (a link, say) with the button's look instead of a `<button>`. @default false */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** `data-*` attributes, which JSX accepts on any element but an object literal of props must declare. */
export type DataAttributes = { readonly [name: `data-${string}`]: string | number | boolean | undefined };

/** Props of {@link PlainButton}: a Button's, without `asChild`. */
export type PlainButtonProps = Omit<ButtonProps, 'asChild'>;

/** The classes of a look, joined with the caller's: a lookup per render, no runtime. */
function buttonClassName({ variant, size, fullWidth }: ButtonVariants, className: string | undefined): string {
  const sizeClass = size === undefined || size === 'regular' ? undefined : buttonSize[size];
  return cx(button, buttonVariant[variant ?? 'primary'], sizeClass, fullWidth === true && buttonFullWidth, className);
}

/** The library's button: primary, secondary or ghost, in three sizes, with a visible focus ring. */
export function Button({ asChild = false, variant, size, fullWidth, className, type, ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth }, className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}

/**
 * {@link Button} that is always a `<button>`: for the components that never lend their look to a
 * link (the add-to-cart button, the close button), so their bundles leave out radix's Slot, which
 * only `asChild` needs (3.3 KB minified).
 */
export function PlainButton(props: PlainButtonProps) {
  return plainButtonElement(props);
}

/**
 * What {@link PlainButton} draws, as an element, with no component of its own around it: for a
 * component drawn many times on a page (the add-to-cart button of a listing's 200 cards), where every
 * component layer costs React a fiber to mount. Same props, same markup.
 */
export function plainButtonElement({ variant, size, fullWidth, className, type, ...props }: PlainButtonProps & DataAttributes): ReactElement {
  return <button type={type ?? 'button'} className={buttonClassName({ variant, size, fullWidth }, className)} {...props} />;
}
