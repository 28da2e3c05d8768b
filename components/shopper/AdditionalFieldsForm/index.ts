export { AdditionalFieldsForm, type AdditionalFieldsFormProps } from './AdditionalFieldsForm.tsx';
