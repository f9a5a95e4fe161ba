import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FeaturedPosts from './FeaturedPosts';
import MostRead from './MostRead';
import NewsletterBox from './NewsletterBox';
import PostFilters from './PostFilters';
import PostGrid from './PostGrid';
import { posts, type Category } from '../data/posts';

const featured = posts.filter((post) => post.featured);
const latest = posts.filter((post) => !post.featured);
const mostRead = ['tile-diet', 'rescue-team-week', 'colour-blind-palette'].map((slug) =>
  posts.find((post) => post.slug === slug)!,
);

/** The journal's front page: title, featured posts, the filterable list and the sidebar. */
export default function BlogIndex({ onOpen }: { onOpen: (slug: string) => void }) {
  const [category, setCategory] = React.useState<Category | null>(null);
  const [query, setQuery] = React.useState('');

  const filtered = React.useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return latest.filter(
      (post) =>
        (!category || post.category === category) &&
        words.every((word) => `${post.title} ${post.excerpt}`.toLowerCase().includes(word)),
    );
  }, [category, query]);

  return (
    <>
      <Box sx={{ py: { xs: 4, md: 7 }, maxWidth: 720 }}>
        <Typography variant="eyebrow" color="primary">
          Tidemark Journal
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          Notes from the people who draw the map
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
          How we build an offline hiking map, what we learn on the hills, and the small decisions that make a path
          easier to follow.
        </Typography>
      </Box>
      <FeaturedPosts posts={featured} onOpen={onOpen} />
      <Grid container spacing={{ xs: 5, lg: 6 }} sx={{ mt: { xs: 6, md: 8 } }}>
        <Grid size={{ xs: 12, lg: 8 }} component="section" aria-labelledby="latest-title">
          <Typography id="latest-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Latest posts
          </Typography>
          <Box sx={{ mb: 3 }}>
            <PostFilters category={category} onCategoryChange={setCategory} query={query} onQueryChange={setQuery} />
          </Box>
          <PostGrid
            posts={filtered}
            onOpen={onOpen}
            onClearFilters={() => {
              setCategory(null);
              setQuery('');
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack
            component="aside"
            aria-label="More from the journal"
            spacing={4}
            sx={{ position: { lg: 'sticky' }, top: { lg: 24 } }}
          >
            <MostRead posts={mostRead} onOpen={onOpen} />
            <NewsletterBox />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
