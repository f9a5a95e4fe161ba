import { posts, type Post } from '../data/posts';

// A fixed time zone, so the server and the browser print the same date.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(isoDate: string) {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function postBySlug(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Posts of the same category first, then the newest others, excluding `post` itself. */
export function relatedPosts(post: Post, count = 3): Post[] {
  const others = posts.filter((entry) => entry.slug !== post.slug);
  const same = others.filter((entry) => entry.category === post.category);
  const rest = others.filter((entry) => entry.category !== post.category);
  return [...same, ...rest].slice(0, count);
}
