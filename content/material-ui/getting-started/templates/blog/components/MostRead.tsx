import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Post } from '../data/posts';

/** A numbered list of popular posts for the sidebar. */
export default function MostRead({ posts, onOpen }: { posts: Post[]; onOpen: (slug: string) => void }) {
  return (
    <Box component="section" aria-labelledby="most-read-title">
      <Typography id="most-read-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Most read this month
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {posts.map((post, index) => (
          <Box component="li" key={post.slug} sx={{ display: 'flex', gap: 2 }}>
            <Typography aria-hidden variant="figure" sx={{ color: 'text.secondary', minWidth: 28, fontSize: '1.5rem' }}>
              {index + 1}
            </Typography>
            <div>
              <Link
                href={`#${post.slug}`}
                color="text.primary"
                underline="hover"
                sx={{ fontWeight: 600 }}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(post.slug);
                }}
              >
                {post.title}
              </Link>
              <Typography variant="caption" color="text.secondary" component="p">
                {post.category} · {post.minutes} min read
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
