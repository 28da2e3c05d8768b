// @vitest-environment jsdom
/** Unit tests with a DOM (hooks/) wait for states far past Testing Library's 1 s default. */
import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('unit test setup with a DOM', () => {
  it('lets a wait for a state run for 20 s before it fails', () => {
    expect(getConfig().asyncUtilTimeout).toBe(20_000);
  });
});
