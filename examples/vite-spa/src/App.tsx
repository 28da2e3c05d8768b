import { CartProvider } from 'vitrine/hooks';
import { AddedToCartPopover, CartIndicator, ErrorBoundary, LiveAnnouncer, ProductGrid, ThemeRoot, type ThemeValues } from 'vitrine/components';
import { imagedCatalogue } from 'vitrine/mocks/data';

/** The shop's brand, over the default theme: any part of the theme contract, given at run time. */
const brand: ThemeValues = { color: { accent: '#0a6e5c', accentHover: '#08584a' }, radius: { md: '10px' } };

export function App() {
  return (
    <ThemeRoot values={brand}>
      <LiveAnnouncer>
        <CartProvider>
          <header>
            <CartIndicator />
            <AddedToCartPopover />
          </header>
          <main>
            <ErrorBoundary>
              <ProductGrid products={imagedCatalogue} label="Shop" columns={3} />
            </ErrorBoundary>
          </main>
        </CartProvider>
      </LiveAnnouncer>
    </ThemeRoot>
  );
}
