import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import PostCard from './PostCard';
import type { Post } from '../data/posts';

const PER_PAGE = 4;

interface PostGridProps {
  posts: Post[];
  onOpen: (slug: string) => void;
  onClearFilters: () => void;
}

/** A page of post cards, the pagination under them, and an empty state when filters match nothing. */
export default function PostGrid({ posts, onOpen, onClearFilters }: PostGridProps) {
  const [page, setPage] = React.useState(1);
  const pages = Math.max(1, Math.ceil(posts.length / PER_PAGE));
  // Filters change the list: start again from its first page.
  React.useEffect(() => setPage(1), [posts]);
  const visible = posts.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
        {posts.length === 1 ? '1 post' : `${posts.length} posts`}
        {pages > 1 && `, page ${page} of ${pages}`}
      </Typography>
      {posts.length === 0 ? (
        <Box
          sx={{ py: 8, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3 }}
        >
          <Typography variant="h6" component="p">
            No posts match
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            Try another word, or look in every category.
          </Typography>
          <Button variant="outlined" onClick={onClearFilters}>
            Clear filters
          </Button>
        </Box>
      ) : (
        <Grid container spacing={3}>
          {visible.map((post) => (
            <Grid key={post.slug} size={{ xs: 12, sm: 6 }}>
              <PostCard post={post} onOpen={onOpen} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          shape="rounded"
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'page') return `${selected ? 'Current page, ' : 'Go to '}page ${item}`;
            return `Go to ${type} page`;
          }}
        />
      )}
    </>
  );
}
