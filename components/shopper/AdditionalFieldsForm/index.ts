export { AdditionalFieldsForm, type AdditionalFieldsFormProps } from './AdditionalFieldsForm.tsx';
export { AdditionalFieldsFormsProvider, type AdditionalFieldsFormsProviderProps } from './AdditionalFieldsFormsProvider.tsx';
export type { AdditionalFieldsFormDefinition } from '../../../logic/additionalFields.ts';
