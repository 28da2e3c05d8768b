export { AdditionalFieldsForm, type AdditionalFieldsFormProps } from './AdditionalFieldsForm.tsx';
export { AdditionalFieldsFormsProvider, type AdditionalFieldsFormsProviderProps } from './AdditionalFieldsFormsProvider.tsx';
export type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
