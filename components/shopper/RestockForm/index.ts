export { RestockForm, type RestockFormProps } from './RestockForm.tsx';
