import { describe, expect, it } from 'vitest';
import { DEVICE_VIEW_STRINGS, DEVICE_WIDTHS, DEVICES, isDevice } from './devices.ts';

describe('device views (rendering spec, screens: Device views: desktop, phone, tablet)', () => {
  it('offers the three devices', () => {
    expect([...DEVICES].sort()).toEqual(['desktop', 'phone', 'tablet']);
  });
  it('frames the phone at the mobile breakpoint (shopper spec, constants and limits: 432 px), the tablet at 768 px, desktop at full width', () => {
    expect(DEVICE_WIDTHS).toEqual({ desktop: null, tablet: 768, phone: 432 });
  });
  it('names them', () => {
    expect(DEVICE_VIEW_STRINGS).toMatchObject({ deviceViewDesktop: 'Desktop', deviceViewTablet: 'Tablet', deviceViewPhone: 'Phone' });
  });
  it('reads a device from anything', () => {
    expect(isDevice('tablet')).toBe(true);
    expect(isDevice('watch')).toBe(false);
    expect(isDevice({ toString: () => 'phone' })).toBe(false);
  });
});
