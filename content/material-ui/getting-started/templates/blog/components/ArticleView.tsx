import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import ArticleBody from './ArticleBody';
import NewsletterBox from './NewsletterBox';
import PostCard from './PostCard';
import PostCover from './PostCover';
import PostMeta from './PostMeta';
import { authors } from '../data/authors';
import type { Post } from '../data/posts';
import { relatedPosts } from '../utils/format';

interface ArticleViewProps {
  post: Post;
  onBack: () => void;
  onOpen: (slug: string) => void;
}

/** One post: standfirst, byline, cover, body, author, the newsletter form and three related posts. */
export default function ArticleView({ post, onBack, onOpen }: ArticleViewProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = React.useState('');
  const author = authors[post.authorId];

  // A new article replaces the page: start reading (and tabbing) from its title.
  React.useEffect(() => headingRef.current?.focus(), [post.slug]);

  const copyLink = () => {
    const url = `${window.location.href.split('#')[0]}#${post.slug}`;
    navigator.clipboard?.writeText(url).then(
      () => setNotice('Link copied'),
      () => setNotice('Couldn’t copy: your browser blocked the clipboard'),
    );
  };

  return (
    <Box component="article" id={post.slug} sx={{ py: { xs: 3, md: 5 } }}>
      <Button startIcon={<ArrowBackRounded />} color="inherit" onClick={onBack} sx={{ mb: 3, ml: -1 }}>
        All posts
      </Button>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <Chip label={post.category} size="small" variant="outlined" />
        <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ mt: 2, outline: 'none' }}>
          {post.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.25rem', lineHeight: 1.6 }}>
          {post.excerpt}
        </Typography>
        <Stack
          direction="row"
          sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
        >
          <PostMeta post={post} size="large" />
          <Button variant="outlined" color="inherit" size="small" startIcon={<LinkRounded />} onClick={copyLink}>
            Copy link
          </Button>
        </Stack>
        <Box sx={{ my: { xs: 4, md: 5 }, borderRadius: 3, overflow: 'hidden' }}>
          <PostCover slug={post.slug} category={post.category} ratio="2 / 1" />
        </Box>
        <ArticleBody blocks={post.body} />
        <Box
          sx={{
            mt: 6,
            p: 3,
            borderRadius: 3,
            bgcolor: 'surface.sunken',
            display: 'flex',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Avatar aria-hidden sx={{ width: 56, height: 56 }}>
            {author.initials}
          </Avatar>
          <div>
            <Typography sx={{ fontWeight: 700 }}>Written by {author.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {author.role} at Tidemark. Replies to this post go straight to their inbox.
            </Typography>
          </div>
        </Box>
        {/* Also the target of the header's "Subscribe" link on this view. */}
        <Box sx={{ mt: 4 }}>
          <NewsletterBox />
        </Box>
      </Box>
      <Divider sx={{ my: { xs: 6, md: 8 } }} />
      <section aria-labelledby="related-title">
        <Typography id="related-title" variant="h4" component="h2" sx={{ mb: 3 }}>
          Keep reading
        </Typography>
        <Grid container spacing={3}>
          {relatedPosts(post).map((entry) => (
            <Grid key={entry.slug} size={{ xs: 12, sm: 6, md: 4 }}>
              <PostCard post={entry} onOpen={onOpen} />
            </Grid>
          ))}
        </Grid>
      </section>
      <Snackbar open={Boolean(notice)} message={notice} autoHideDuration={3000} onClose={() => setNotice('')} />
    </Box>
  );
}
