import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ReportDisableShrink() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress disableShrink size={32} aria-label="Building the yearly report" />
        <Typography variant="body2">
          Crunching 48,000 transactions into the 2025 yearly report. The page stays busy while this runs.
        </Typography>
      </Stack>
    </Paper>
  );
}
