import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Block } from '../data/posts';

/** Renders a post's blocks with a reading measure of about 70 characters. */
export default function ArticleBody({ blocks }: { blocks: Block[] }) {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: '68ch' }}>
      {blocks.map((block, index) => {
        if (block.kind === 'h2') {
          return (
            <Typography key={index} variant="h4" component="h2" sx={{ pt: 2 }}>
              {block.text}
            </Typography>
          );
        }
        if (block.kind === 'quote') {
          return (
            <Box
              key={index}
              component="blockquote"
              sx={{
                m: 0,
                py: 1,
                pl: 3,
                borderLeft: 4,
                borderColor: 'secondary.main',
                typography: 'h5',
                fontWeight: 500,
                fontStyle: 'italic',
              }}
            >
              {block.text}
            </Box>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={index} component="ul" sx={{ pl: 3, '& li + li': { mt: 1 } }}>
              {block.items.map((item) => (
                <Typography component="li" key={item} sx={{ fontSize: '1.125rem', lineHeight: 1.7 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={index} sx={{ fontSize: '1.125rem', lineHeight: 1.75 }}>
            {block.text}
          </Typography>
        );
      })}
    </Stack>
  );
}
