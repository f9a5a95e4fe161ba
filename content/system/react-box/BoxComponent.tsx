import Box from '@mui/system/Box';

export default function BoxComponent() {
  return (
    <Box component="section" aria-label="Semantic section" sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
      This Box renders as an HTML <Box component="code" sx={{ fontFamily: 'monospace' }}>section</Box> element.
    </Box>
  );
}
