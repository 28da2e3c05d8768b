import { http, HttpResponse } from 'msw';
import { parseSize } from '../../logic/content/images.ts';
import { IMAGE_HOST, mockImageArt, type ArtView, type MockImageArt } from '../fixtures/images.ts';
import { ART_SUBJECTS, artPalette, SCENES } from '../fixtures/productArt.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** The width a rendition asks for: `format=500w` → 500, `format=original` or none → the original's. */
function renditionWidth(format: string | null, originalWidth: number): number {
  const match = format ? /^(\d+)w$/.exec(format) : null;
  return match ? Math.min(Number(match[1]), originalWidth) : originalWidth;
}

/**
 * Where the drawing sits in a view, in the picture's own units: its 100 × 100 box scaled by `size`
 * (a fraction of the picture's shorter side), the box's point `anchor` at the picture's point `at`
 * (fractions of its width and height); `mirror` turns it round.
 */
const VIEW_PLACES: Readonly<Record<ArtView, { size: number; anchor: [number, number]; at: [number, number]; mirror?: boolean }>> = {
  front: { size: 0.95, anchor: [50, 50], at: [0.5, 0.5] },
  detail: { size: 1.7, anchor: [56, 44], at: [0.5, 0.5] },
  'in use': { size: 0.7, anchor: [50, 86], at: [0.5, 0.76] },
  back: { size: 0.95, anchor: [50, 50], at: [0.5, 0.5], mirror: true },
};

/**
 * An SVG standing in for a photo: a drawing of the product or scene (mocks/fixtures/productArt.ts) on a
 * pale ground of its colour, placed as the view asks ("in use" stands it on a table with its shadow), in
 * the original's proportions, at the rendition's width. The caption is its title, never drawn.
 */
export function mockImageSvg(art: MockImageArt, width: number): string {
  const original = parseSize(art.originalSize);
  const height = Math.round((width * original.height) / original.width);
  const { width: w, height: h } = original;
  const subject = ART_SUBJECTS[art.subject];
  const palette = artPalette(subject);
  const place = VIEW_PLACES[SCENES.has(art.subject) ? 'front' : art.view];
  const scale = (Math.min(w, h) * place.size) / 100;
  const x = w * place.at[0] - place.anchor[0] * scale * (place.mirror ? -1 : 1);
  const y = h * place.at[1] - place.anchor[1] * scale;
  const onTable = art.view === 'in use' && !SCENES.has(art.subject);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">`,
    `<title>${escapeXml(art.caption)}</title>`,
    `<rect width="${w}" height="${h}" fill="${palette.ground}"/>`,
    onTable ? `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${palette.floor}"/>` : '',
    onTable ? `<ellipse cx="${w / 2}" cy="${h * 0.76}" rx="${scale * 40}" ry="${scale * 4}" fill="rgba(0,0,0,0.12)"/>` : '',
    `<g transform="translate(${x} ${y}) scale(${place.mirror ? -scale : scale} ${scale})">${subject.draw(palette)}</g>`,
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
