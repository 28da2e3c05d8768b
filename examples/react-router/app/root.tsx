import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { CartProvider } from 'vitrine/hooks';
import { AddedToCartPopover, CartIndicator, defaultTheme, LiveAnnouncer, ThemeRoot } from 'vitrine/components';

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ThemeRoot theme={defaultTheme}>
      <LiveAnnouncer>
        <CartProvider>
          <header>
            <CartIndicator />
            <AddedToCartPopover />
          </header>
          <main>
            <Outlet />
          </main>
        </CartProvider>
      </LiveAnnouncer>
    </ThemeRoot>
  );
}
