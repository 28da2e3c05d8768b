export * from './ChartPreview.tsx';
