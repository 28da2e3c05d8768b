/** The hooks of forms: fields and validation, submission, captcha, file upload, address lookup. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useFileUpload.ts';
export * from './useCaptcha.ts';
export * from './useFormSubmission.ts';
export * from './useMailingLists.ts';
export * from './usePlaces.ts';
