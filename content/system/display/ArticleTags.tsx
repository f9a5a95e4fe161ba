import Box from '@mui/system/Box';

const tags = ['Gardening', 'Spring', 'Tomatoes'];

export default function ArticleTags() {
  return (
    <Box component="article" sx={{ maxWidth: 420 }}>
      <Box component="h3" sx={{ display: 'block', m: 0, mb: 1 }}>
        Starting tomato seedlings indoors
      </Box>
      <Box component="span" sx={{ display: 'inline', color: 'text.secondary', mr: 1 }}>
        Filed under
      </Box>
      {tags.map((tag) => (
        <Box
          component="span"
          key={tag}
          sx={{ display: 'inline-block', px: 1, py: 0.5, mr: 0.5, mt: 0.5, bgcolor: 'success.main', color: 'success.contrastText', borderRadius: 1, fontSize: 13 }}
        >
          {tag}
        </Box>
      ))}
    </Box>
  );
}
