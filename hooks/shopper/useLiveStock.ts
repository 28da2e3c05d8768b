'use client';

import { useEffect, useState } from 'react';
import { createInventoryApi } from '../../api/inventory.ts';
import { hasStockRule, type Product } from '../../logic/shopper/product.ts';
import { withLiveStock } from '../../logic/shopper/stock.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/**
 * The product with its variants' stock as the store has it now (shopper spec, calls,
 * `GET commerce/inventory/stock/?itemId=`): the page's product data is shown at once, then each
 * variant's stock is replaced by the answer, so a variant sold since the page was built shows sold
 * out before the shopper tries to add it. Read once per product; digital products and gift cards
 * are not asked about (their stock counts as unlimited). A failed read keeps the page's data: the
 * add itself is still checked by the store.
 */
export function useLiveStock(product: Product): Product {
  const inventory = useApiModule('inventory', createInventoryApi);
  const [live, setLive] = useState<{ source: Product; product: Product } | null>(null);
  const asks = hasStockRule(product) && product.variants.length > 0;

  useEffect(() => {
    if (!asks) return;
    let current = true;
    inventory.getStock(product.id).then(
      (results) => {
        if (current) setLive({ source: product, product: withLiveStock(product, results) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [inventory, product, asks]);

  // An answer is for the product it was asked about; a new product shows its own data until its answer.
  return live?.source === product ? live.product : product;
}
