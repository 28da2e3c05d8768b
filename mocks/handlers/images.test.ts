import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { srcSet } from '../../logic/content/images.ts';
import { IMAGE_HOST, imagedCatalogue, offCentreImage, productImages, smallImage, withImages } from '../fixtures/images.ts';
import { canvasTote, linenShirt } from '../fixtures/catalogue.ts';
import { ART_SUBJECTS, artPalette, PRODUCT_ART } from '../fixtures/productArt.ts';
import { handlers } from './index.ts';
import { imageHandlers } from './images.ts';

const get = async (url: string) => {
  const response = await getResponse(imageHandlers, new Request(url));
  if (!response) throw new Error(`No image handler answered ${url}`);
  return response;
};

describe('the mock image service', () => {
  it('draws every rendition of a product image as an SVG at the asked width, in the original proportions', async () => {
    const image = productImages[linenShirt.id]?.[0];
    if (!image) throw new Error('The linen shirt has no image.');
    expect(image.originalSize).toBe('1600x2000');
    const response = await get(`${image.assetUrl}?format=500w`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('width="500" height="625"');
    expect(svg).toContain('Linen Shirt · front');
  });

  it('draws each product as itself, with no words to clip: a drawing per product, the caption only as its title', async () => {
    for (const product of imagedCatalogue) expect(PRODUCT_ART[product.id], product.id).toBeDefined();
    const shirt = await (await get(`${productImages[linenShirt.id]?.[0]?.assetUrl}?format=300w`)).text();
    const tote = await (await get(`${productImages[canvasTote.id]?.[0]?.assetUrl}?format=300w`)).text();
    expect(shirt).not.toContain('<text');
    expect(shirt).toContain('<title>Linen Shirt · front</title>');
    expect(shirt).toContain(ART_SUBJECTS.shirt.draw(artPalette(ART_SUBJECTS.shirt)));
    expect(tote).toContain(ART_SUBJECTS.tote.draw(artPalette(ART_SUBJECTS.tote)));
  });

  it('shows a product differently in each view, the back turned round, every picture a small file', async () => {
    const views = await Promise.all((productImages[linenShirt.id] ?? []).map(async (image) => (await get(`${image.assetUrl}?format=1000w`)).text()));
    expect(new Set(views).size).toBe(4);
    expect(views[3]).toMatch(/scale\(-/);
    for (const image of imagedCatalogue.flatMap((product) => product.images ?? [])) {
      expect((await (await get(`${image.assetUrl}?format=1000w`)).text()).length, image.assetUrl).toBeLessThan(2_000);
    }
  });

  it('answers every address of a srcset, the original too, never wider than the original', async () => {
    for (const candidate of srcSet(smallImage.assetUrl, smallImage.originalSize).split(', ')) {
      const [url = ''] = candidate.split(' ');
      expect((await get(url)).status, url).toBe(200);
    }
    expect(await (await get(`${smallImage.assetUrl}?format=2500w`)).text()).toContain('width="640" height="480"');
    expect(await (await get(`${offCentreImage.assetUrl}?format=original`)).text()).toContain('width="2400" height="1600"');
  });

  it('answers 404 for an asset it does not know', async () => {
    expect((await get(`${IMAGE_HOST}/products/nothing-here?format=100w`)).status).toBe(404);
  });

  it('gives every product of the store images without changing the products themselves', () => {
    expect(imagedCatalogue.every((product) => (product.images?.length ?? 0) > 0)).toBe(true);
    expect(linenShirt.images).toBeUndefined();
    expect(withImages(linenShirt).images).toHaveLength(4);
    const ids = imagedCatalogue.flatMap((product) => product.images?.map((image) => image.id) ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is not one of the API handlers, so the failure scenarios leave images alone', () => {
    expect(handlers).not.toContain(imageHandlers[0]);
  });
});
