export { DeviceViews, type DeviceViewsProps } from './DeviceViews.tsx';
