export { MembershipConfirmed, type MembershipConfirmedProps } from './MembershipConfirmed.tsx';
