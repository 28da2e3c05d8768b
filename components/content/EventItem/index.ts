export { EventItem, type EventItemProps } from './EventItem.tsx';
