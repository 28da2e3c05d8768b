export { Field, type FieldProps, type FieldControlProps } from './Field.tsx';
export { control as fieldControl } from './Field.css.ts';
