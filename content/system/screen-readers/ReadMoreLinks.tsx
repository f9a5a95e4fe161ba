import Box from '@mui/system/Box';
import type { SxProps } from '@mui/system';

const srOnly: SxProps = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

const posts = [
  { title: 'Our spring menu is here', teaser: 'Wild garlic, new potatoes and rhubarb everything.' },
  { title: 'Meet our new pastry chef', teaser: 'Ines trained in Lyon and loves a laminated dough.' },
];

export default function ReadMoreLinks() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, maxWidth: 420 }}>
      {posts.map((post) => (
        <Box component="li" key={post.title}>
          <Box sx={{ fontWeight: 'bold' }}>{post.title}</Box>
          <Box sx={{ color: 'text.secondary' }}>{post.teaser}</Box>
          <Box component="a" href="#" sx={{ color: 'primary.main' }}>
            Read more
            <Box component="span" sx={srOnly}>: {post.title}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
