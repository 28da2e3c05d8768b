import { CLOSE_BUTTON_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { PlainButton, type PlainButtonProps } from '../Button/Button.tsx';

/** Props of {@link CloseButton}: a Button's, without children (the mark is always "×"). */
export interface CloseButtonProps extends Omit<PlainButtonProps, 'children'> {
  /** The button's name. @default the localized `closeLabel` ("Close") */
  label?: string;
}

/**
 * The one close button of dialogs, popovers and alerts: an icon-sized ghost button showing "×", named
 * "Close" (localized) for assistive technology. Wrap it in radix's `Dialog.Close asChild` or pass `onClick`.
 */
export function CloseButton({ label, variant = 'ghost', size = 'icon', ...props }: CloseButtonProps) {
  const strings = useStrings(CLOSE_BUTTON_STRINGS);
  return (
    <PlainButton variant={variant} size={size} aria-label={label ?? strings.closeLabel} data-part="close" {...props}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </PlainButton>
  );
}
