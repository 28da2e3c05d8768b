export { AccountMenu } from './AccountMenu.tsx';
export type { AccountMenuProps } from './AccountMenu.tsx';
