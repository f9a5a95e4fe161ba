import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

const posts = ['Release 4.2: offline mode', 'How we test on slow networks', 'Our accessibility audit'];

export default function ContainerFixed() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', py: 2 }}>
      <Container fixed>
        <Box
          component="ul"
          aria-label="Engineering blog posts"
          sx={{ m: 0, p: 0, listStyle: 'none', border: '1px dashed', borderColor: 'primary.main' }}
        >
          {posts.map((post) => (
            <Box component="li" key={post} sx={{ px: 2, py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              {post}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
