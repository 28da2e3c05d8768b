import { inventoryHandlers } from './inventory.ts';

/** Every handler of the mock backend. */
export const handlers = [...inventoryHandlers];
