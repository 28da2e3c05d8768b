export { ScarcityMessage, type ScarcityMessageProps } from './ScarcityMessage.tsx';
