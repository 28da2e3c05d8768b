/**
 * The mock backend's in-memory store. Handlers read and change it; `resetDb()` puts it back to the
 * fixtures so every story, test and feature starts from the same shop.
 */
import type { Product } from '../logic/product.ts';
import { catalogue } from './fixtures/catalogue.ts';

/** Everything the mock backend remembers. */
export interface MockDb {
  products: Map<string, Product>;
}

function seed(): MockDb {
  return { products: new Map(catalogue.map((product) => [product.id, structuredClone(product)])) };
}

/** The live store the handlers use. */
export const db: MockDb = seed();

/** Restores the fixtures, dropping every change. */
export function resetDb(): void {
  const fresh = seed();
  db.products = fresh.products;
}
