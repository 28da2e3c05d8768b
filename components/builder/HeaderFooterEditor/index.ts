export { HeaderFooterEditor, type HeaderFooterEditorProps } from './HeaderFooterEditor.tsx';
