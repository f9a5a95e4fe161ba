import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { authors } from '../data/authors';
import type { Post } from '../data/posts';
import { formatDate } from '../utils/format';

/** Author, date and reading time. `size="large"` is the article page's byline. */
export default function PostMeta({ post, size = 'small' }: { post: Post; size?: 'small' | 'large' }) {
  const author = authors[post.authorId];
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Avatar
        aria-hidden
        sx={{ width: large ? 44 : 30, height: large ? 44 : 30, fontSize: large ? '1rem' : '0.75rem' }}
      >
        {author.initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant={large ? 'body1' : 'body2'} sx={{ fontWeight: 600 }} noWrap>
          {author.name}
          {large && (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' '}
              · {author.role}
            </Box>
          )}
        </Typography>
        <Typography variant={large ? 'body2' : 'caption'} color="text.secondary" component="p">
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes} min read
        </Typography>
      </Box>
    </Box>
  );
}
