/**
 * The image fragments of a template: `image`, the library's Image of
 * an asset, and `product-quick-view`, a listing card's quick-view button. The image-meta family that
 * prints attribute text (image-meta, image-color, item-classes…) is pure and lives in
 * logic/template/formatters/images.ts.
 */
import { imageProblemsMessage, parseSize, validateImageProps, type ImageAsset, type ImageSize, type ImageLoader, type ImagePriority } from '../../logic/content/images.ts';
import { DEFAULT_QUICK_VIEW_GROUP } from '../../logic/shopper/quickView.ts';
import type { TemplateContext } from '../../logic/template/index.ts';
import { Image, type ImageAssetProps } from '../../components/content/Image/Image.tsx';
import { QuickViewProvider } from '../../components/shopper/QuickView/QuickView.tsx';
import { QuickViewButton } from '../../components/shopper/QuickView/QuickViewButton.tsx';
import type { FragmentRenderer } from '../fragmentFormatters.tsx';

/** The class the incumbent engine gives a template's image when the tag names none. */
export const TEMPLATE_IMAGE_CLASS = 'thumb-image';

/**
 * An own field of an object; `undefined` for anything else. A read that throws (a getter, a Proxy) is
 * left to throw: the engine reports it at the fragment's tag and renders the rest.
 */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The asset a value carries: itself when it has an address, else an item's `mainImage`. */
function imageOf(value: unknown): ImageAsset | null {
  const main = field(value, 'mainImage');
  const image = typeof main === 'object' && main !== null ? main : value;
  return typeof field(image, 'assetUrl') === 'string' ? (image as ImageAsset) : null;
}

/** `name:value` arguments as a map; a bare argument (no colon) is the image's class, as in `{image|image my-class}`. */
function imageArguments(args: readonly string[]): { options: Map<string, string>; className: string } {
  const options = new Map<string, string>();
  let className = TEMPLATE_IMAGE_CLASS;
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon === -1) className = arg;
    else options.set(arg.slice(0, colon), arg.slice(colon + 1));
  }
  return { options, className };
}

/** The focal point attribute as the incumbent prints it: `x,y` as written, `0.5,0.5` without one. */
function focalPointAttribute(image: ImageAsset): string {
  const point = field(image, 'mediaFocalPoint');
  if (point === undefined) return '0.5,0.5';
  const coordinate = (value: unknown) => (typeof value === 'number' ? value : Number.parseFloat(text(value)) || 0);
  return `${coordinate(field(point, 'x'))},${coordinate(field(point, 'y'))}`;
}

/**
 * `{image|image}` of an asset (or an item's mainImage), with `name:value` options (`priority:high
 * sizes:50vw alt:… loader:raw fit:cover`) and a bare class name. The `<img>` carries the incumbent's
 * class (`thumb-image` by default) and its data attributes (`data-image-id`, `data-image-dimensions`,
 * `data-image-focal-point`, `data-type="image"`) so a site's CSS and scripts still find it; it loads
 * natively (srcset, lazy) instead of the incumbent's `<noscript>` copy and loader script. A refused
 * option is reported at the tag, and the image shows an empty box.
 */
export const imageFragment: FragmentRenderer = (value, args, context) => {
  const image = imageOf(value);
  if (image === null) return null;
  const { options, className } = imageArguments(args);
  const fit = options.get('fit');
  const props: Pick<ImageAssetProps, 'sizes' | 'priority' | 'alt' | 'loader' | 'fit'> = {
    ...(options.has('sizes') ? { sizes: options.get('sizes') ?? '' } : {}),
    ...(options.has('priority') ? { priority: options.get('priority') as ImagePriority } : {}),
    ...(options.has('alt') ? { alt: options.get('alt') ?? '' } : {}),
    ...(options.has('loader') ? { loader: options.get('loader') as ImageLoader } : {}),
    ...(fit === 'cover' || fit === 'contain' || fit === 'natural' ? { fit } : {}),
  };
  reportProblems(image, props, context);
  return (
    <Image
      image={image}
      {...props}
      className={className}
      passthrough={{
        'data-image-id': text(field(value, 'id')),
        'data-image-dimensions': text(field(image, 'originalSize')),
        'data-image-focal-point': focalPointAttribute(image),
        'data-type': 'image',
      }}
    />
  );
};

/** Tells the template's author, at the tag, why an image shows an empty box (the component tells the browser's console). */
function reportProblems(image: ImageAsset, props: { sizes?: string; priority?: ImagePriority; loader?: ImageLoader }, context: TemplateContext): void {
  let size: ImageSize | undefined;
  try {
    size = parseSize(text(field(image, 'originalSize')));
  } catch {
    size = undefined;
  }
  const problems = validateImageProps({
    src: field(image, 'assetUrl'),
    width: size?.width,
    height: size?.height,
    sizes: props.sizes ?? '100vw',
    priority: props.priority,
    loader: props.loader,
  });
  if (problems.length > 0) context.error(imageProblemsMessage(problems));
}

/**
 * The group a quick-view tag names, read as the incumbent does: the item's field of that name, else a
 * variable of that name, else the word itself; the default group without one.
 */
function quickViewGroup(value: unknown, args: readonly string[], context: TemplateContext): string {
  const name = args[0] ?? '';
  if (name === '') return DEFAULT_QUICK_VIEW_GROUP;
  const own = field(value, name);
  if (own !== undefined) return text(own) || DEFAULT_QUICK_VIEW_GROUP;
  let resolved: unknown;
  try {
    resolved = context.resolve(name);
  } catch {
    resolved = undefined;
  }
  return resolved === undefined ? name : text(resolved) || DEFAULT_QUICK_VIEW_GROUP;
}

/**
 * `{item|product-quick-view group}`: the listing card's quick-view button for the item, worded by the
 * site's `productQuickViewText`, with the quick view it opens. The incumbent prints a `span` with
 * role button for its page script; here it is a real button, alive once hydrated. Each fragment is
 * its own island, so it brings its own quick view (a page that renders its cards in one React tree
 * uses one QuickViewProvider for all of them instead).
 */
export const productQuickViewFragment: FragmentRenderer = (value, args, context) => {
  const id = text(field(value, 'id'));
  if (id === '') return null;
  return (
    <QuickViewProvider>
      <QuickViewButton productId={id} group={quickViewGroup(value, args, context)} />
    </QuickViewProvider>
  );
};

/** The image area's fragment formatters by name. */
export const IMAGES_FRAGMENTS: Readonly<Record<string, FragmentRenderer>> = {
  image: imageFragment,
  'product-quick-view': productQuickViewFragment,
};
