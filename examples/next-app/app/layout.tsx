import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CartProvider } from 'vitrine/hooks';
import { AddedToCartPopover, CartIndicator, defaultTheme, LiveAnnouncer, ThemeRoot } from 'vitrine/components';

export const metadata: Metadata = { title: 'Vitrine Goods' };

// A Server Component: the cart's parts are the library's client components, rendered here as they are.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ThemeRoot theme={defaultTheme}>
          <LiveAnnouncer>
            <CartProvider>
              <header>
                <CartIndicator />
                <AddedToCartPopover />
              </header>
              <main>{children}</main>
            </CartProvider>
          </LiveAnnouncer>
        </ThemeRoot>
      </body>
    </html>
  );
}
