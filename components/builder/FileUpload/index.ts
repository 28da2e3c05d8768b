export * from './FileUpload.tsx';
