export { TagEditor, type TagEditorProps } from './TagEditor.tsx';
