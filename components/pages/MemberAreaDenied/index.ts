export { MemberAreaDenied, type MemberAreaDeniedProps } from './MemberAreaDenied.tsx';
