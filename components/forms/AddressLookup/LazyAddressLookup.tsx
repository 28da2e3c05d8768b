'use client';

import { lazy, Suspense, useId, useRef, type Ref } from 'react';
import { PLACES_STRINGS } from '../../../logic/forms/placesStrings.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useHydrated } from '../../../hooks/shared/useHydrated.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import type { AddressLookupProps } from './AddressLookup.tsx';
import * as css from './AddressLookup.css.ts';

// The combobox library is loaded only when a lookup is drawn: a page or form without one never carries it.
const Loaded = lazy(() => import('./AddressLookup.tsx').then(({ AddressLookup }) => ({ default: AddressLookup })));

/** The lookup before its combobox has loaded: the same label, input and hint, plain entry. */
function PlainAddressInput({ label, description, name, className, text, onText, inputRef }: AddressLookupProps & { text: string; onText: (text: string) => void; inputRef: Ref<HTMLInputElement> }) {
  const strings = useStrings(PLACES_STRINGS);
  const id = useId();
  return (
    <div className={cx(css.root, className)} data-vitrine="address-lookup" data-state="loading-lookup">
      <label htmlFor={`${id}-input`} className={css.label}>
        {label}
      </label>
      <div className={css.anchor}>
        <input
          id={`${id}-input`}
          ref={inputRef}
          name={name}
          className={control}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      </div>
      <p id={`${id}-hint`} className={css.description}>
        {description ?? strings.placesHint}
      </p>
    </div>
  );
}

/**
 * {@link AddressLookupProps}' component, its combobox loaded on first render in the browser (a dynamic
 * import). Until then, on the server and while hydrating (which must start from the server's markup;
 * `renderToString` cannot wait for an import), it is a plain input with the same label and hint. The
 * text typed there is kept, and so is the focus, when the combobox takes its place.
 */
export function LazyAddressLookup({ value, defaultValue = '', onValueChange, ref, ...props }: AddressLookupProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const hydrated = useHydrated();
  const plainInput = useRef<HTMLInputElement>(null);
  const hadFocus = useRef(false);
  const plain = (
    <PlainAddressInput
      {...props}
      text={text}
      onText={setText}
      inputRef={(node) => {
        // Leaving the page's markup for the combobox: note whether the visitor was typing here.
        if (node === null) hadFocus.current = plainInput.current !== null && plainInput.current === document.activeElement;
        plainInput.current = node;
      }}
    />
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <Loaded
        {...props}
        value={text}
        onValueChange={setText}
        ref={(node) => {
          if (node && hadFocus.current) {
            hadFocus.current = false;
            node.focus();
          }
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
          return undefined;
        }}
      />
    </Suspense>
  );
}
