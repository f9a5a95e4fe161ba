import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

export default function GridOffset() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }} offset={{ md: 2 }}>
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Box component="h3" sx={{ mt: 0, mb: 1, fontSize: 18 }}>
            Cancel your subscription?
          </Box>
          <Box sx={{ color: 'text.secondary' }}>
            You keep access until 30 June. Your projects stay available to export for 90 days.
          </Box>
        </Box>
      </Grid>
      <Grid size="auto" offset={{ xs: 0, md: 2 }}>
        <Box component="button" type="button" sx={{ px: 2, py: 1, font: 'inherit' }}>
          Keep my plan
        </Box>
      </Grid>
      <Grid size="auto" offset="auto">
        <Box component="button" type="button" sx={{ px: 2, py: 1, font: 'inherit' }}>
          Cancel subscription
        </Box>
      </Grid>
    </Grid>
  );
}
