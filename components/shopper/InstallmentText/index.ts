export { InstallmentText, type InstallmentTextProps } from './InstallmentText.tsx';
