export * from './FormBuilder.tsx';
