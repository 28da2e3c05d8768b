'use client';

import { useMemo, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { BUILDER_PICKER_STRINGS, timeZoneOptions } from '../../../logic/builder/builderFields.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useSiteTimeZone } from '../../../hooks/content/useSiteTimeZone.ts';
import { BuilderField } from './controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { BuilderLoadError } from './BuilderLoadError.tsx';
import { pickerStack } from './fields.css.ts';

/** Props of {@link TimeZonePicker}: its own, and the DOM props of its select. */
export interface TimeZonePickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Controlled IANA zone. */
  value?: string;
  /** Uncontrolled first zone. @default the site's zone once read, America/New_York until then (rendering spec, constants and limits) */
  defaultValue?: string;
  /** The zone the owner chose. */
  onValueChange?: (timeZone: string) => void;
  /** @default the localized 'Time zone' */
  label?: ReactNode;
  /** A hint under the label. */
  description?: ReactNode;
  /** The zones offered (IANA names, shown as they are: identifiers, not wording). @default every zone the browser knows (timeZoneOptions) */
  timeZones?: readonly string[];
  /** The select element. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Chooses an IANA time zone from those the browser knows (Intl.supportedValuesOf('timeZone')),
 * starting from the site's zone. When that cannot be read it says 'Failed to load timezone' with
 * Try again (rendering spec, error catalogue) and starts from America/New_York; a zone the owner chose is kept.
 */
export function TimeZonePicker({ value, defaultValue, onValueChange, label, description, timeZones, className, ...selectProps }: TimeZonePickerProps) {
  const strings = useStrings(BUILDER_PICKER_STRINGS);
  const site = useSiteTimeZone();
  const [chosen, setChosen] = useControllableState<string | undefined>({
    value,
    defaultValue,
    onChange: (zone) => {
      if (zone !== undefined) onValueChange?.(zone);
    },
  });
  const timeZone = chosen ?? site.timeZone;
  const zones = useMemo(() => {
    if (timeZones === undefined) return timeZoneOptions(timeZone);
    return timeZones.includes(timeZone) ? timeZones : [timeZone, ...timeZones];
  }, [timeZone, timeZones]);

  return (
    <BuilderField
      label={label ?? strings.timeZonePickerLabel}
      description={description}
      className={cx(pickerStack, className)}
      data-vitrine="time-zone-picker"
      data-state={site.status}
    >
      {(wiring) => (
        <>
          <select {...selectProps} {...wiring} className={control} value={timeZone} onChange={(event) => setChosen(event.currentTarget.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          {site.error !== null ? <BuilderLoadError message={site.error} onRetry={site.reload} /> : null}
        </>
      )}
    </BuilderField>
  );
}
