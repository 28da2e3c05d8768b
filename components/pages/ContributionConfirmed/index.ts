export { ContributionConfirmed, type ContributionConfirmedProps } from './ContributionConfirmed.tsx';
