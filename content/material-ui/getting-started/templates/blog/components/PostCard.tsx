import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PostCover from './PostCover';
import PostMeta from './PostMeta';
import type { Post } from '../data/posts';

interface PostCardProps {
  post: Post;
  onOpen: (slug: string) => void;
  /** `lead`: bigger title and a wider cover; `compact`: a narrow cover beside the text from `sm` up. */
  variant?: 'lead' | 'standard' | 'compact';
}

/**
 * The title is the card's only link; its `::after` stretches over the whole card, so the card is
 * clickable with one tab stop and one accessible name, and the heading stays a heading.
 */
export default function PostCard({ post, onOpen, variant = 'standard' }: PostCardProps) {
  const lead = variant === 'lead';
  const compact = variant === 'compact';
  return (
    <Card
      component="article"
      // The target of the `#slug` address its title links to.
      id={post.slug}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: compact ? { xs: 'column', sm: 'row' } : 'column',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <PostCover
        slug={post.slug}
        category={post.category}
        ratio={lead ? '2 / 1' : '16 / 9'}
        // Compact: a strip beside the text from `sm` up, as tall as the card.
        sx={compact ? { width: { sm: 168 }, flexShrink: 0, aspectRatio: { sm: 'auto' } } : undefined}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Chip label={post.category} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
        <Typography variant={lead ? 'h3' : 'h6'} component="h3">
          <Link
            href={`#${post.slug}`}
            underline="none"
            color="text.primary"
            onClick={(event) => {
              event.preventDefault();
              onOpen(post.slug);
            }}
            sx={{
              fontWeight: 'inherit',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {post.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {post.excerpt}
        </Typography>
        <PostMeta post={post} />
      </CardContent>
    </Card>
  );
}
