/**
 * The benchmark corpus: the kinds of page a site renders (a product page with 24 products, a blog
 * list, plain text with variables, sections, repeated sections, bindings, expressions), each a
 * template, its context and its partials. Shared by the benchmark and the differential test.
 */

/** One page of the corpus. */
export interface CorpusPage {
  name: string;
  template: string;
  context: unknown;
  partials?: Record<string, string>;
  expressions?: boolean;
}

const usd = (value: number) => ({ value, currency: 'USD' });

function product(index: number) {
  const onSale = index % 5 === 0;
  const soldOut = index % 7 === 0;
  return {
    id: `product-${index}`,
    title: `Product <${index}> & "friends"`,
    fullUrl: `/shop/p/product-${index}`,
    excerpt: `<p>A fine <em>thing</em> number ${index}, made by hand in small batches for people who like things.</p>`,
    assetUrl: `https://images.example.com/product-${index}.jpg`,
    tags: ['new', 'handmade', index % 2 === 0 ? 'even' : 'odd'],
    structuredContent: {
      productType: 1,
      variants: [0, 1, 2].map((v) => ({
        sku: `SKU-${index}-${v}`,
        attributes: { Size: ['S', 'M', 'L'][v] },
        priceMoney: usd(1000 + index * 100 + v * 50),
        salePriceMoney: usd(800 + index * 100),
        onSale: onSale && v === 0,
        qtyInStock: soldOut ? 0 : 5 + v,
        unlimited: false,
        optionValues: [{ value: ['S', 'M', 'L'][v] }],
      })),
    },
  };
}

const products = Array.from({ length: 24 }, (_, i) => product(i + 1));

const PRODUCT_PAGE = `<main class="collection">
<h1>{collection.title|html}</h1>
{.section collection}<p class="description">{description|safe|truncate 120}</p>{.end}
<ul class="products">
{.repeated section items}
  <li class="product {@index|cycle odd even}" data-id="{id|htmlattr}">
    <a href="{fullUrl|htmlattr}"><img src="{assetUrl|htmlattr}" alt="{title|htmlattr}"></a>
    <h2>{title|html}</h2>
    {.on-sale?}<span class="badge sale">{localizedStrings.productSaleText}</span>{.end}
    {.sold-out?}<span class="badge sold-out">sold out</span>{.or}<span class="stock">in stock</span>{.end}
    {.section structuredContent}
      <select name="variant">{.repeated section variants}<option value="{sku|htmlattr}">{@|variant-descriptor}</option>{.end}</select>
    {.end}
    <p>{excerpt|safe}</p>
    <ul class="tags">{.repeated section tags}<li>{@|slugify}</li>{.alternates with}, {.end}</ul>
  </li>
{.end}
</ul>
</main>`;

const posts = Array.from({ length: 20 }, (_, i) => ({
  title: `Post number ${i + 1}: notes from the workshop`,
  fullUrl: `/blog/post-${i + 1}`,
  author: { displayName: `Author ${i % 3}` },
  publishOn: 1_700_000_000_000 + i * 86_400_000,
  publicCommentCount: i % 4,
  body: `<p>Body of post ${i + 1}. ${'Words about craft and making. '.repeat(6)}</p>`,
  categories: ['Journal', i % 2 === 0 ? 'Studio' : 'Travel'],
}));

const BLOG_LIST = `<section class="blog">
{.repeated section items}
<article>
  <h2><a href="{fullUrl}">{title|html}</a></h2>
  <p class="meta">By {author.displayName|html} on {publishOn|date %B %e, %Y}</p>
  <div class="excerpt">{body|safe|truncate 140}</div>
  {.if publicCommentCount}<a href="{fullUrl}#comments">{publicCommentCount} comments</a>{.or}<span>No comments yet</span>{.end}
  <p>{.repeated section categories}<a href="/blog?category={@|url-encode}">{@}</a>{.alternates with} · {.end}</p>
</article>
{.or}
<p>No posts.</p>
{.end}
</section>`;

const PLAIN = `Hello {user.firstName} {user.lastName},
Your order {order.number} of {order.count} items ships to {order.address.city}, {order.address.country}.
Thanks, {website.siteTitle}. {missing.value}{user.email}
`.repeat(10);

const SECTIONS = `{.section user}<div>{.section address}<p>{street}, {city}</p>{.or}<p>No address</p>{.end}{.section missing}x{.or}<p>none</p>{.end}<span>{name}</span></div>{.end}
`.repeat(8);

const REPEATED = `<table>{.repeated section rows}<tr class="{@index|cycle a b c}">{.repeated section cells}<td>{@index0}:{@}</td>{.end}</tr>{.alternates with}
{.end}</table>`;

const BINDINGS = `{.macro card}<div class="card"><h3>{title|html}</h3><p>{@args.tone} {site.name}</p></div>{.end}
{.var @site website}{.ctx @pair a=website.siteTitle b=website.baseUrl}
{.repeated section items}{@|apply card tone=warm}{.var @t title}<span>{@t} {@pair.a}</span>{.end}`;

const EXPRESSIONS = `{.repeated section items}{.eval @total = price * qty; @label = "Item " + str(@index)}{@label}: {.eval @total}{.eval max(@total, 100) > 150 && qty != 0}
{.end}`;

/** The corpus. */
export const CORPUS: readonly CorpusPage[] = [
  {
    name: 'product page (24 products)',
    template: PRODUCT_PAGE,
    context: {
      collection: { title: 'Shop & more', description: '<p>Everything we make, in one place. '.repeat(5) },
      items: products,
      localizedStrings: { productSaleText: 'sale' },
    },
  },
  { name: 'blog list', template: BLOG_LIST, context: { items: posts, website: { timeZone: 'America/New_York' } } },
  {
    name: 'plain text and variables',
    template: PLAIN,
    context: {
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      order: { number: 1042, count: 3, address: { city: 'London', country: 'UK' } },
      website: { siteTitle: 'Vitrine' },
    },
  },
  { name: 'sections', template: SECTIONS, context: { user: { name: 'Ada', address: { street: '1 Main St', city: 'Springfield' } } } },
  {
    name: 'repeated sections',
    template: REPEATED,
    context: { rows: Array.from({ length: 30 }, (_, r) => ({ cells: Array.from({ length: 8 }, (_, c) => r * 8 + c) })) },
  },
  {
    name: 'bindings',
    template: BINDINGS,
    context: {
      website: { siteTitle: 'Vitrine', baseUrl: 'https://vitrine.example', name: 'Vitrine' },
      items: Array.from({ length: 20 }, (_, i) => ({ title: `Card ${i}` })),
    },
  },
  {
    name: 'expressions',
    template: EXPRESSIONS,
    expressions: true,
    context: { items: Array.from({ length: 20 }, (_, i) => ({ price: 10 + i * 3, qty: i % 4 })) },
  },
];
