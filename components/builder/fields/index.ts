export { BuilderLoadError, type BuilderLoadErrorProps } from './BuilderLoadError.tsx';
export { FontPicker, type FontPickerProps } from './FontPicker.tsx';
export { LinkField, type LinkFieldProps } from './LinkField.tsx';
export { OptionField, type OptionFieldProps } from './OptionField.tsx';
export { PageUrlField, type PageUrlFieldProps } from './PageUrlField.tsx';
export { TimeZonePicker, type TimeZonePickerProps } from './TimeZonePicker.tsx';
export type { BuilderTextFieldProps } from './ValidatedTextField.tsx';
