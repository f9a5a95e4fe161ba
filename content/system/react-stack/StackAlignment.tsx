import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function StackAlignment() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{ width: 40, height: 40, flexShrink: 0, display: 'grid', placeItems: 'center', borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          JD
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ fontWeight: 'bold' }}>Jonas Dahl</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            Requested access to “Q3 budget”
          </Box>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 0.5 }}>Decline</Box>
        <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 0.5 }}>Approve</Box>
      </Stack>
    </Stack>
  );
}
