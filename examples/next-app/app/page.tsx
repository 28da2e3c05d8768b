import { AddToCartButton, Image, ProductPrice, vars } from 'vitrine/components';
import { products } from './products';
import styles from './page.module.css';

export const metadata = { title: 'Shop · Vitrine Goods' };

/** The card's title in the theme's heading type (`vars` is the theme contract). */
const titleStyle = { fontFamily: vars.font.heading, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold };

// A Server Component: the cards and their prices are rendered here; only the add buttons hydrate.
export default function CollectionPage() {
  return (
    <ul className={styles.grid} aria-label="Shop">
      {products.map((product, index) => (
        <li key={product.id}>
          <article className={styles.card}>
            {product.images?.[0] ? (
              <Image image={product.images[0]} sizes="(max-width: 432px) 50vw, 20vw" fit="cover" priority={index < 5 ? 'high' : null} />
            ) : null}
            <h2 className={styles.title} style={titleStyle}>
              {product.title}
            </h2>
            <ProductPrice product={product} />
            <AddToCartButton product={product} context="listing" />
          </article>
        </li>
      ))}
    </ul>
  );
}
