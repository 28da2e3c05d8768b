import { http, HttpResponse } from 'msw';
import { parseSize } from '../../logic/content/images.ts';
import { IMAGE_HOST, mockImageArt, type MockImageArt } from '../fixtures/images.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** The width a rendition asks for: `format=500w` → 500, `format=original` or none → the original's. */
function renditionWidth(format: string | null, originalWidth: number): number {
  const match = format ? /^(\d+)w$/.exec(format) : null;
  return match ? Math.min(Number(match[1]), originalWidth) : originalWidth;
}

/**
 * An SVG standing in for a photo: a coloured ground, a few shapes and the caption, in the original's
 * proportions, at the rendition's width.
 */
export function mockImageSvg(art: MockImageArt, width: number): string {
  const original = parseSize(art.originalSize);
  const height = Math.round((width * original.height) / original.width);
  const { width: w, height: h } = original;
  const unit = Math.min(w, h);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="hsl(${art.hue} 45% 82%)"/>`,
    `<circle cx="${w * 0.3}" cy="${h * 0.35}" r="${unit * 0.22}" fill="hsl(${art.hue} 50% 62%)"/>`,
    `<rect x="${w * 0.5}" y="${h * 0.5}" width="${w * 0.35}" height="${h * 0.3}" rx="${unit * 0.03}" fill="hsl(${(art.hue + 40) % 360} 40% 50%)"/>`,
    `<text x="${w / 2}" y="${h * 0.92}" font-family="sans-serif" font-size="${unit * 0.06}" text-anchor="middle" fill="hsl(${art.hue} 40% 18%)">${escapeXml(art.caption)}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The image service of the shop's assets (`https://images.test/…?format=<width>w`): draws each asset of
 * mocks/fixtures/images.ts at the asked width; 404 for an unknown one. Not an API call, so not part of
 * `handlers` (whose failure scenarios would break images too): stories add it with
 * `parameters: { msw: { handlers: { images: imageHandlers } } }`, an app with `worker.use(...imageHandlers)`.
 */
export const imageHandlers = [
  http.get(`${IMAGE_HOST}/*`, ({ request }) => {
    const url = new URL(request.url);
    const art = mockImageArt(`${url.origin}${url.pathname}`);
    if (!art) return new HttpResponse(null, { status: 404 });
    const width = renditionWidth(url.searchParams.get('format'), parseSize(art.originalSize).width);
    return new HttpResponse(mockImageSvg(art, width), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
  }),
];
