/**
 * The colour input's own wording (the builder's colour fields, rendering spec, validation rules and constants and limits). Its messages
 * are COLOUR_STRINGS (colour.ts); these are the library's strings around them, so every one is marked
 * "Library string": the spec names the rules, not this wording.
 */
export const COLOUR_INPUT_STRINGS = {
  /** Library string: under the swatch of a colour above half of 0xFFFFFF (rendering spec, constants and limits). */
  colourLightText: 'Light colour: use dark text on it',
  /** Library string: under the swatch of a colour at or below half of 0xFFFFFF (rendering spec, constants and limits). */
  colourDarkText: 'Dark colour: use light text on it',
  /** Library string: the name of the group of preset colours. */
  colourPresetsLabel: 'Preset colours',
  /** Library string: the spoken name of one preset's button; {colour} is its CSS value. */
  colourPresetLabel: 'Use {colour}',
  /** Library string: the button that opens the HSL picker. */
  colourPickerButtonLabel: 'Pick a colour',
  /** Library string: the HSL picker's hue field (degrees). */
  colourHueLabel: 'Hue (0–360)',
  /** Library string: the HSL picker's saturation field (percent). */
  colourSaturationLabel: 'Saturation (0–100%)',
  /** Library string: the HSL picker's lightness field (percent). */
  colourLightnessLabel: 'Lightness (0–100%)',
  /** Library string: the HSL picker's alpha field (percent, optional). */
  colourAlphaLabel: 'Alpha (0–100%, optional)',
} as const;
