'use client';

import { useEffect, useId, useState, type MouseEvent, type Ref } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { PlaceDetails, PlacePrediction } from '../../../api/places.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { BUILDER_PLACES_TRACKING, type PlacesTracking } from '../../../logic/forms/places.ts';
import { PLACES_STRINGS } from '../../../logic/forms/placesStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { usePlaces } from '../../../hooks/forms/usePlaces.ts';
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
  /** The tracking context of the details call (shopper spec, calls). @default BUILDER_PLACES_TRACKING */
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

/** Downshift's changes, except that leaving the input never takes the highlighted suggestion: only a choice does. */
function noChoiceOnBlur(state: UseComboboxState<PlacePrediction>, { type, changes }: UseComboboxStateChangeOptions<PlacePrediction>): Partial<UseComboboxState<PlacePrediction>> {
  return type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: state.selectedItem } : changes;
}

/** Keeps the focus in the input when the pointer presses the list's padding or scrollbar. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * An address input with place lookup (shopper spec, calls): suggestions (places/autocomplete) as the
 * owner types, debounced and cancelled when superseded, in a keyboard-navigable combobox (arrows,
 * Enter, Escape); choosing one reads its details with the tracking context. When the lookup fails
 * the text stays and the input is plain entry.
 */
export function AddressLookup({ label, value, defaultValue = '', onValueChange, onPlaceSelected, tracking = BUILDER_PLACES_TRACKING, description, name, className, ref }: AddressLookupProps) {
  const strings = useStrings(PLACES_STRINGS);
  const announce = useAnnounce();
  const hintId = useId();
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { status, predictions, details } = usePlaces(text, tracking);
  // Open as downshift asks (typing, arrows), but drawn only when there is something to show.
  const [wantsOpen, setWantsOpen] = useState(false);
  // A highlight belongs to the list it was made in: a new answer starts with none.
  const [highlight, setHighlight] = useState({ list: predictions, index: -1 });

  // Each answer is said once (a ready answer keeps its identity until the text changes).
  const { placesNoResults, placesCount } = strings;
  useEffect(() => {
    if (status === 'ready') announce(predictions.length === 0 ? placesNoResults : interpolate(placesCount, { count: String(predictions.length) }));
  }, [announce, status, predictions, placesNoResults, placesCount]);

  const choose = async (chosen: PlacePrediction) => {
    setText(chosen.description);
    const place = await details(chosen.placeId);
    if (place) onPlaceSelected?.(place);
  };

  const loading = status === 'loading' && predictions.length === 0;
  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<PlacePrediction>({
    items: [...predictions],
    itemToString: (item) => item?.description ?? '',
    itemToKey: (item) => item?.placeId,
    // The text is ours: typing sets it in the input's own change event (below), a choice in `choose`;
    // downshift's other changes to it (Escape on a closed list would empty it) are not taken.
    inputValue: text,
    // Never kept as selected, so choosing the same suggestion again still reads its details.
    selectedItem: null,
    isOpen: wantsOpen && (loading || predictions.length > 0),
    highlightedIndex: highlight.list === predictions ? highlight.index : -1,
    onIsOpenChange: (changes) => setWantsOpen(changes.isOpen),
    onHighlightedIndexChange: (changes) => setHighlight({ list: predictions, index: changes.highlightedIndex }),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void choose(selectedItem);
    },
    stateReducer: noChoiceOnBlur,
  });

  const { ref: comboboxRef, ...inputProps } = getInputProps({
    name,
    className: control,
    'aria-describedby': hintId,
    // Set in the change event itself: a value set later would move the caret to the end.
    onChange: (event) => setText(event.currentTarget.value),
    // Suggestions arriving after the owner has left must not open the list (nor take the focus back).
    onBlur: () => setWantsOpen(false),
  });

  const hint = status === 'failed' ? strings.placesUnavailable : status === 'ready' && predictions.length === 0 ? strings.placesNoResults : (description ?? strings.placesHint);

  return (
    <div className={cx(css.root, className)} data-vitrine="address-lookup" data-state={status}>
      <label {...getLabelProps({ className: css.label })}>{label}</label>
      <div className={css.anchor}>
        <input
          {...inputProps}
          ref={(node) => {
            // Downshift's own ref (a callback) finds the input for its focus and keyboard handling.
            if (typeof comboboxRef === 'function') comboboxRef(node);
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
            return undefined;
          }}
        />
        <div className={css.popup} hidden={!isOpen} onMouseDown={keepFocus}>
          {isOpen && loading ? <p className={css.status}>{strings.placesLoading}</p> : null}
          <ul {...getMenuProps({ className: css.list, 'aria-label': strings.placesSuggestionsLabel })}>
            {isOpen
              ? predictions.map((prediction, index) => (
                  <li key={prediction.placeId} {...getItemProps({ item: prediction, index, className: css.option })}>
                    {prediction.description}
                  </li>
                ))
              : null}
          </ul>
        </div>
      </div>
      <p id={hintId} className={css.description}>
        {hint}
      </p>
    </div>
  );
}
