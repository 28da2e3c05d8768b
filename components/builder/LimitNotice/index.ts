export { LimitNotice, type LimitNoticeProps } from './LimitNotice.tsx';
