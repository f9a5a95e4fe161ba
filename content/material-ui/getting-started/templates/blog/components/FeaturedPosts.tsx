import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import PostCard from './PostCard';
import type { Post } from '../data/posts';

/** The lead story at full width of its column, the next two side by side beneath it on tablets, beside it on desktops. */
export default function FeaturedPosts({ posts, onOpen }: { posts: Post[]; onOpen: (slug: string) => void }) {
  const [lead, ...others] = posts;
  if (!lead) return null;
  return (
    <section aria-labelledby="featured-title">
      <Typography id="featured-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Featured
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <PostCard post={lead} onOpen={onOpen} variant="lead" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} container spacing={3} direction="column">
          {others.map((post) => (
            <Grid key={post.slug} sx={{ flex: 1 }}>
              <PostCard post={post} onOpen={onOpen} variant="compact" />
            </Grid>
          ))}
        </Grid>
      </Grid>
    </section>
  );
}
