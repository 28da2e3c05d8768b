'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { DEVICE_VIEW_STRINGS, DEVICE_WIDTHS, DEVICES, isDevice, type Device } from '../../../logic/builder/devices.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { frame, frameWidthVar, item, root, toolbar } from './DeviceViews.css.ts';

/** Props of {@link DeviceViews}: its own, and any DOM props of its root. */
export interface DeviceViewsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The device shown, when the caller owns it. */
  device?: Device;
  /** The device shown first when the component owns it. @default 'desktop' */
  defaultDevice?: Device;
  /** Called with the device the owner picks. */
  onDeviceChange?(device: Device): void;
  /** What the frame previews. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const LABEL_KEYS = { desktop: 'deviceViewDesktop', tablet: 'deviceViewTablet', phone: 'deviceViewPhone' } as const;

/**
 * The builder's preview frame (rendering spec, screens: device views desktop, phone, tablet; the editing
 * frame's toolbar `frame-toolbar-desktop`): a toolbar of the three devices (arrow keys move between
 * them, Space or Enter picks one) and the children in a frame as wide as the device.
 */
export function DeviceViews({ device: deviceProp, defaultDevice = 'desktop', onDeviceChange, children, className, ...props }: DeviceViewsProps) {
  const strings = useStrings(DEVICE_VIEW_STRINGS);
  const [device, setDevice] = useControllableState<Device>({ value: deviceProp, defaultValue: defaultDevice, onChange: onDeviceChange });
  const width = DEVICE_WIDTHS[device];
  return (
    <div data-vitrine="device-views" data-state={device} {...props} className={cx(root, className)}>
      <ToggleGroup.Root
        type="single"
        id="frame-toolbar-desktop"
        className={toolbar}
        aria-label={strings.deviceViewsToolbarLabel}
        value={device}
        // Pressing the device already shown gives '': the frame keeps a device.
        onValueChange={(next) => {
          if (isDevice(next)) setDevice(next);
        }}
      >
        {DEVICES.map((option) => (
          <ToggleGroup.Item key={option} value={option} className={item} data-device={option}>
            {strings[LABEL_KEYS[option]]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <div className={frame} data-part="frame" data-device={device} style={assignInlineVars({ [frameWidthVar]: width === null ? 'none' : `${width}px` })}>
        {children}
      </div>
    </div>
  );
}
