export { AdditionalFieldsForm, type AdditionalFieldsFormProps } from './AdditionalFieldsForm.tsx';
export type { AdditionalFieldsFormDefinition } from '../../../logic/additionalFields.ts';
