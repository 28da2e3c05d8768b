export { LockScreen, type LockScreenProps, type LockScreenState } from './LockScreen.tsx';
