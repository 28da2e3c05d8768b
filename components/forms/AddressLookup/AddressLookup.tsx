import { useState, type Ref } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import type { PlaceDetails, PlacePrediction } from '../../../api/places.ts';
import { interpolate } from '../../../logic/interpolate.ts';
import { BUILDER_PLACES_TRACKING, type PlacesTracking } from '../../../logic/places.ts';
import { PLACES_STRINGS } from '../../../logic/placesStrings.ts';
import { useAnnounce } from '../../../hooks/useAnnounce.tsx';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { usePlaces } from '../../../hooks/usePlaces.ts';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import * as css from './AddressLookup.css.ts';

/** Props of {@link AddressLookup}. */
export interface AddressLookupProps {
  /** The visible label. */
  label: string;
  /** The typed text, controlled. */
  value?: string;
  /** The first text, uncontrolled. @default '' */
  defaultValue?: string;
  /** Every change of the text (typed, or the chosen place's address). */
  onValueChange?: (text: string) => void;
  /** The chosen suggestion's details (places/details); not called when they cannot be had. */
  onPlaceSelected?: (place: PlaceDetails) => void;
  /** The tracking context of the details call (shopper.md §7). @default BUILDER_PLACES_TRACKING */
  tracking?: PlacesTracking;
  /** A hint under the input. @default the localized lookup hint */
  description?: string;
  /** The input's name, for a form. */
  name?: string;
  /** The root's class, merged. */
  className?: string;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An address input with place lookup (shopper.md §7): suggestions (places/autocomplete) as the
 * owner types, debounced and cancelled when superseded, in a keyboard-navigable combobox (arrows,
 * Enter, Escape); choosing one reads its details with the tracking context. When the lookup fails
 * the text stays and the input is plain entry.
 */
export function AddressLookup({ label, value, defaultValue = '', onValueChange, onPlaceSelected, tracking = BUILDER_PLACES_TRACKING, description, name, className, ref }: AddressLookupProps) {
  const strings = useStrings(PLACES_STRINGS);
  const announce = useAnnounce();
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { status, predictions, details } = usePlaces(text, tracking);
  const [announced, setAnnounced] = useState<readonly PlacePrediction[] | null>(null);

  if (status === 'ready' && announced !== predictions) {
    setAnnounced(predictions);
    announce(predictions.length === 0 ? strings.placesNoResults : interpolate(strings.placesCount, { count: String(predictions.length) }));
  }

  const choose = async (key: Key | null) => {
    const chosen = predictions.find((prediction) => prediction.placeId === key);
    if (!chosen) return;
    setText(chosen.description);
    const place = await details(chosen.placeId);
    if (place) onPlaceSelected?.(place);
  };

  const hint = status === 'failed' ? strings.placesUnavailable : status === 'ready' && predictions.length === 0 ? strings.placesNoResults : (description ?? strings.placesHint);

  return (
    <ComboBox
      className={cx(css.root, className)}
      data-vitrine="address-lookup"
      data-state={status}
      items={predictions}
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={(key) => void choose(key)}
      allowsCustomValue
      // Open while the lookup is under way, so suggestions appear in the open list as they come.
      allowsEmptyCollection
      menuTrigger="input"
      // The backend filters; showing its answers as they are.
      defaultFilter={() => true}
    >
      <Label className={css.label}>{label}</Label>
      <Input ref={ref} name={name} className={control} autoComplete="off" />
      <Text slot="description" className={css.description}>
        {hint}
      </Text>
      <Popover className={css.popover}>
        <ListBox<PlacePrediction>
          className={css.list}
          aria-label={strings.placesSuggestionsLabel}
          renderEmptyState={() => (status === 'failed' ? strings.placesUnavailable : status === 'ready' ? strings.placesNoResults : strings.placesLoading)}
        >
          {(prediction) => (
            <ListBoxItem id={prediction.placeId} textValue={prediction.description} className={css.option}>
              {prediction.description}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
