import Box from '@mui/system/Box';

const posts = [
  { title: 'Composting in small flats', body: 'A bokashi bin fits under the sink.', date: 'Mar 3' },
  { title: 'Seed swaps near you', body: 'Libraries in six districts now host monthly seed swaps, with labels and growing notes for every packet.', date: 'Mar 9' },
];

export default function ArticleCardRows() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
      {posts.map((post) => (
        <Box key={post.title} component="article" sx={{ display: 'grid', gridTemplateRows: 'auto 1fr auto', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="h3" sx={{ m: 0, fontSize: 16 }}>{post.title}</Box>
          <Box sx={{ color: 'text.secondary' }}>{post.body}</Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary', borderTop: 1, borderColor: 'divider', pt: 1 }}>{post.date}</Box>
        </Box>
      ))}
    </Box>
  );
}
