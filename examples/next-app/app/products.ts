import { IMAGE_HOST, imagedCatalogue } from 'vitrine/mocks/data';

/**
 * Where this server answers the mock image service. Its own address, `https://images.test`, resolves
 * nowhere: a service worker could answer it, but a server-rendered page asks for its pictures before
 * any worker controls it.
 */
export const IMAGE_PATH = '/images';

/** The mock shop's products, their pictures' addresses moved to this server. */
export const products = imagedCatalogue.map((product) => ({
  ...product,
  images: product.images?.map((image) => ({ ...image, assetUrl: image.assetUrl.replace(IMAGE_HOST, IMAGE_PATH) })),
}));
