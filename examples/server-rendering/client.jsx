/**
 * The browser bundle of the server-rendering example: hydrates the product page's fragments with
 * the same tree and identifier prefix the fragment engine rendered them with (fragmentTree,
 * fragmentIdentifierPrefix), so React takes over the server's markup as it is.
 *
 *   npx esbuild examples/server-rendering/client.jsx --bundle --minify --format=esm --jsx=automatic \
 *     --outfile=examples/server-rendering/dist/client.js
 *
 * (The bundler also writes the components' CSS beside it; the page links vitrine/styles.css instead.)
 */
import { hydrateRoot } from 'react-dom/client';
import { AddToCartButton } from 'vitrine/components/shopper/AddToCartButton';
import { ProductPrice } from 'vitrine/components/shopper/ProductPrice';
import { productOf } from 'vitrine/logic';
import { fragmentIdentifierPrefix, fragmentTree } from 'vitrine/template';

const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}');
const product = productOf(data.item);
const strings = data.localizedStrings ?? {};

if (product !== null) {
  // The same elements the formatters render: {item|product-price} and {item|add-to-cart-btn}.
  hydrateRoot(document.getElementById('price'), fragmentTree(<ProductPrice product={product} showBadge />, strings), {
    identifierPrefix: fragmentIdentifierPrefix('product-price', product.id),
  });
  hydrateRoot(document.getElementById('add'), fragmentTree(<AddToCartButton product={product} context="detail" />, strings), {
    identifierPrefix: fragmentIdentifierPrefix('add-to-cart-btn', product.id),
  });
}
