export { SignInForm } from './SignInForm.tsx';
export type { SignInFormProps, SignInFormState } from './SignInForm.tsx';
