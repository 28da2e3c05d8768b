export * from './ChartDataEditor.tsx';
