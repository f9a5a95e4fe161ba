import { cards } from '../Page.styles';

/** A product card of the home page. */
export interface ProductCard {
  name: string;
  href: string;
  summary: string;
  /** Current version, e.g. `v7.1.0`, read from the installed package. */
  version?: string;
}

/** Home page body: a card leading to every product, and the latest blog posts. */
export function Home({ products, posts }: { products: ProductCard[]; posts: { href: string; title: string }[] }) {
  return (
    <>
      <h2 id="products">Products</h2>
      <ul className={cards}>
        {products.map((product) => (
          <li key={product.href}>
            <a href={product.href}>
              <strong>
                {product.name}
                {product.version && ` ${product.version}`}
              </strong>
              <span>{product.summary}</span>
            </a>
          </li>
        ))}
      </ul>
      {posts.length > 0 && (
        <>
          <h2 id="latest-posts">Latest posts</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.href}>
                <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
