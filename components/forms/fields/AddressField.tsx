'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_FORM_PLACES_TRACKING, type PlacesTracking } from '../../../logic/forms/places.ts';
import { PLACES_STRINGS } from '../../../logic/forms/placesStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { LazyAddressLookup } from '../AddressLookup/LazyAddressLookup.tsx';
import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const HINTS = [
  { autoComplete: 'address-line1' },
  { autoComplete: 'address-line2' },
  { autoComplete: 'address-level2' },
  { autoComplete: 'address-level1' },
  { autoComplete: 'postal-code' },
  { autoComplete: 'country-name' },
];

/** The site's address lookup option for the page forms inside it: off unless a provider turns it on. */
const PlacesLookupContext = createContext<{ tracking: PlacesTracking } | null>(null);

/** Props of {@link PlacesLookupProvider}. */
export interface PlacesLookupProviderProps {
  /** The details call's tracking context (shopper spec, calls). @default PAGE_FORM_PLACES_TRACKING */
  tracking?: PlacesTracking;
  children: ReactNode;
}

/**
 * Turns on place lookup (shopper spec, calls) in the address fields of the forms inside it: each gets an
 * address search above its parts, loaded lazily (a form without it never carries the combobox).
 */
export function PlacesLookupProvider({ tracking = PAGE_FORM_PLACES_TRACKING, children }: PlacesLookupProviderProps) {
  return <PlacesLookupContext value={{ tracking }}>{children}</PlacesLookupContext>;
}

/** An address field: two lines, city, state, postal code and country; with place lookup when the site turns it on. */
export function AddressField(props: FieldKindProps) {
  const lookup = useContext(PlacesLookupContext);
  const strings = useStrings(PLACES_STRINGS);
  if (!lookup) return <SubFields {...props} kind="address" hints={HINTS} />;
  return (
    <>
      <LazyAddressLookup
        label={strings.placesLookupLabel}
        tracking={lookup.tracking}
        name={`${props.field.id}-lookup`}
        onPlaceSelected={(place) => props.onChange([place.addressLine1, place.addressLine2, place.city, place.region, place.postalCode, place.country])}
      />
      <SubFields {...props} kind="address" hints={HINTS} />
    </>
  );
}
