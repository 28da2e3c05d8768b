/** A network frame as MSW reports it when no handler matched. */
interface FrameLike {
  protocol: string;
  data: unknown;
}

const ASSET = /\.(?:js|mjs|ts|tsx|css|map|json|html|svg|png|jpe?g|gif|webp|avif|woff2?|ttf|eot|ico|mdx)(?:\?|$)/;
const STORYBOOK = /sb-common-assets|sb-addons|sb-manager|sb-preview|@vite|@react-refresh|\/virtual:|node_modules|__vitest|\/@fs\/|\/@id\//;

/** True for a request that should have been answered by the mock backend: anything but page assets. */
export function isUnhandledApiCall(frame: FrameLike): boolean {
  if (frame.protocol !== 'http') return false;
  const request = (frame.data as { request?: Request }).request;
  if (!request) return false;
  const url = new URL(request.url);
  if (request.method === 'GET' && (ASSET.test(url.pathname) || STORYBOOK.test(url.href))) return false;
  if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
  return true;
}
