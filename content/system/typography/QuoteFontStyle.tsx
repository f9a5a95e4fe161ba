import Box from '@mui/system/Box';

export default function QuoteFontStyle() {
  return (
    <Box component="figure" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'secondary.main', maxWidth: 420 }}>
      <Box component="blockquote" sx={{ m: 0, fontStyle: 'italic', fontSize: 18 }}>
        The best kitchens are the ones where the bread is still warm when the guests arrive.
      </Box>
      <Box component="figcaption" sx={{ mt: 1, fontStyle: 'normal', color: 'text.secondary' }}>
        Marta Vidal, head baker
      </Box>
    </Box>
  );
}
