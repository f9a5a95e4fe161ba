import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const details = ['Track 4 of 11', '3:42', 'FLAC 24-bit', '2019 remaster'];

export default function StackDividers() {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, maxWidth: 460 }}>
      <Box sx={{ fontWeight: 'bold', fontSize: 18 }}>Harbour Lights</Box>
      <Box sx={{ color: 'text.secondary', mb: 1.5 }}>The Slow Tides · Night Ferry</Box>
      <Stack
        direction="row"
        spacing={1.5}
        divider={<Box aria-hidden sx={{ width: '1px', alignSelf: 'stretch', bgcolor: 'divider' }} />}
        sx={{ fontSize: 14 }}
      >
        {details.map((detail) => (
          <span key={detail}>{detail}</span>
        ))}
      </Stack>
    </Box>
  );
}
