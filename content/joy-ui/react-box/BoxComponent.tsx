import Box from '@mui/joy/Box';

const shortcuts = [
  ['Ctrl + K', 'Open search'],
  ['Ctrl + /', 'Show all shortcuts'],
  ['G then I', 'Go to inbox'],
];

export default function BoxComponent() {
  return (
    // component picks the element: a description list here, with its terms and definitions.
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, maxWidth: 360, mx: 'auto' }}
    >
      {shortcuts.map(([keys, action]) => (
        <Box key={keys} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontFamily: 'code', fontSize: 'sm', color: 'text.primary' }}>
            {keys}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: 'sm', color: 'text.secondary' }}>
            {action}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
