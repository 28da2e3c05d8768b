export { FormFieldControl } from './FormFieldControl.tsx';
export { FIELD_KINDS } from './fieldKinds.ts';
export type { FieldKindProps, SectionHeadingLevel } from './fieldKindProps.ts';
export { PlacesLookupProvider, type PlacesLookupProviderProps } from './AddressField.tsx';
