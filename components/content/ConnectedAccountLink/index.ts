export { ConnectedAccountLink, type ConnectedAccountLinkProps } from './ConnectedAccountLink.tsx';
