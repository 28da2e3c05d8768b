export { EventCalendar, type EventCalendarProps } from './EventCalendar.tsx';
