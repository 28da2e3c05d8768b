export { EventList, type EventListProps } from './EventList.tsx';
