export { VideoWrapper, type VideoWrapperProps } from './VideoWrapper.tsx';
