// `vitrine/builder`: the site owner's editors. Kept out of `vitrine/components` so that a shopper's
// bundle never reaches the libraries only the editors use (code editor, drag and drop, charts).
export * from './TemplatePlayground/index.ts';
export * from './ColourInput/index.ts';
export * from './ConfirmModal/index.ts';
export { CodeField, type CodeFieldProps } from './fields/CodeField.tsx';
export * from './FormBuilder/index.ts';
export * from './TagEditor/index.ts';
export * from './GalleryDesigner/index.ts';
export * from './DeviceViews/index.ts';
export * from './StoreCreationWizard/index.ts';
export * from './fields/index.ts';
export * from './NavigationEditor/index.ts';
export * from './ChartDataEditor/index.ts';
export * from './ChartPreview/index.ts';
export * from './FileUpload/index.ts';
export * from './UpgradeLink/index.ts';
export * from './HeaderFooterEditor/index.ts';
export * from './LanguagesEditor/index.ts';
export * from './SiteStylesEditor/index.ts';
export * from './LimitNotice/index.ts';
