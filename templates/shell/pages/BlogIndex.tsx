/** A blog post in the index. */
export interface PostSummary {
  href: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** Blog index body: posts newest first. */
export function BlogIndex({ posts }: { posts: PostSummary[] }) {
  return (
    <ul>
      {posts.map((post) => (
        <li key={post.href}>
          <a href={post.href}>{post.title}</a> <time dateTime={post.date}>{post.date}</time>
          <p>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
