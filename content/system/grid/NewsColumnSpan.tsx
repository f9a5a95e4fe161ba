import Box from '@mui/system/Box';

const stories = [
  { headline: 'City council approves new tram line', featured: true },
  { headline: 'Library extends weekend hours' },
  { headline: 'River clean-up draws 400 volunteers' },
  { headline: 'Bakery wins regional award' },
];

export default function NewsColumnSpan() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
      <Box sx={{ gridColumn: '1 / -1', fontWeight: 'bold', borderBottom: 2, pb: 0.5 }}>Local news</Box>
      {stories.map((story) => (
        <Box
          key={story.headline}
          sx={{ gridColumn: story.featured ? 'span 2' : 'span 1', p: 1.5, bgcolor: story.featured ? 'primary.main' : 'action.hover', color: story.featured ? 'primary.contrastText' : 'text.primary', fontSize: story.featured ? 20 : 14, borderRadius: 1 }}
        >
          {story.headline}
        </Box>
      ))}
    </Box>
  );
}
