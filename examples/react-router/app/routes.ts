import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/shop.tsx'),
  // The mock backend, answered by this server (app/mock-backend.server.ts).
  route('api/*', 'routes/mock-api.ts'),
  route('images/*', 'routes/mock-images.ts'),
] satisfies RouteConfig;
