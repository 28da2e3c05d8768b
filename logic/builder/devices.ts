/**
 * The builder's device views (rendering spec, screens: "Device views: desktop, phone, tablet."): which
 * devices the preview frame offers and how wide it is for each.
 */
import { VIEWPORT } from '../shared/constants.ts';

/** The device views, in the toolbar's order. */
export const DEVICES = ['desktop', 'tablet', 'phone'] as const;

/** A device view. */
export type Device = (typeof DEVICES)[number];

/**
 * The frame's width in CSS px for each device; desktop takes the whole width (null). Phone is the
 * spec's mobile breakpoint (shopper spec, constants and limits, up to 432 px); tablet is not in the spec: 768 px, the
 * portrait width of the common tablets, chosen here.
 */
export const DEVICE_WIDTHS: Readonly<Record<Device, number | null>> = {
  desktop: null,
  tablet: 768,
  phone: VIEWPORT.mobileMaxWidth,
};

/** The device views' wording: localized-string defaults (the keys a site may override). */
export const DEVICE_VIEW_STRINGS = {
  deviceViewsToolbarLabel: 'Device view',
  deviceViewDesktop: 'Desktop',
  deviceViewTablet: 'Tablet',
  deviceViewPhone: 'Phone',
} as const;

/** True when `value` names a device view. */
export function isDevice(value: unknown): value is Device {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}
