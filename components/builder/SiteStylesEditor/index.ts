export { SiteStylesEditor, type SiteStylesEditorProps } from './SiteStylesEditor.tsx';
