export * from './LiveAnnouncer.tsx';
