export { TemplatePlayground, type TemplatePlaygroundProps } from './TemplatePlayground.tsx';
