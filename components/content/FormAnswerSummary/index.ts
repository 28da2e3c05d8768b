export { FormAnswerSummary, type FormAnswerSummaryProps } from './FormAnswerSummary.tsx';
