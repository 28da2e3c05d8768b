/** The rules of forms: fields and validation, submission, captcha, file upload, address lookup. Modules of this folder not listed here are used inside logic/ only. */
export * from './formFieldStrings.ts';
export * from './forms.ts';
export * from './captcha.ts';
export * from './formSubmission.ts';
export * from './files.ts';
export * from './fileUpload.ts';
export * from './formAnswerSummary.ts';
export * from './maskedPassword.ts';
export * from './places.ts';
