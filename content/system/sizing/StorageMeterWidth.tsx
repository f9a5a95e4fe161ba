import Box from '@mui/system/Box';

const used = 0.68;

export default function StorageMeterWidth() {
  return (
    <Box sx={{ width: 320 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <span>Cloud storage</span>
        <span>68 of 100 GB</span>
      </Box>
      <Box
        role="meter"
        aria-label="Cloud storage used"
        aria-valuenow={68}
        aria-valuemin={0}
        aria-valuemax={100}
        sx={{ width: 1, height: 10, bgcolor: 'action.selected', borderRadius: 5, overflow: 'hidden' }}
      >
        <Box sx={{ width: used, height: 1, bgcolor: used > 0.9 ? 'error.main' : 'primary.main' }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, fontSize: 13, color: 'text.secondary' }}>
        <Box sx={{ width: 0.5 }}>Photos 41 GB</Box>
        <Box sx={{ width: 0.5 }}>Documents 27 GB</Box>
      </Box>
    </Box>
  );
}
