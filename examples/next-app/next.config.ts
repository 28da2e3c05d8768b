import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Built with webpack (`next build --webpack`), a Server Component importing from a vitrine barrel
  // would send every client component the barrel names to the browser; this makes webpack follow
  // only the names imported. Turbopack, Next's default, needs no help.
  experimental: { optimizePackageImports: ['vitrine/components', 'vitrine/hooks'] },
};

export default nextConfig;
