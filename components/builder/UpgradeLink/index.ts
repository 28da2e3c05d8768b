export { UpgradeLink, type UpgradeLinkProps } from './UpgradeLink.tsx';
