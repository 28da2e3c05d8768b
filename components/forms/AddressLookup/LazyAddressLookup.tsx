import { lazy, Suspense } from 'react';
import type { AddressLookupProps } from './AddressLookup.tsx';

// The combobox library is loaded only when a lookup is drawn: a page or form without one never carries it.
const Loaded = lazy(() => import('./AddressLookup.tsx').then(({ AddressLookup }) => ({ default: AddressLookup })));

/** {@link AddressLookupProps}' component, loaded on first render (a dynamic import), drawing nothing until then. */
export function LazyAddressLookup(props: AddressLookupProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
