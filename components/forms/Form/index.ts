export { Form, type FormProps, type PageFormDefinition, type FormHeadingLevel } from './Form.tsx';
