import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function IssueRowChips() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="subtitle1" component="h3">
        #2817 Checkout button stays disabled after a failed card payment
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {/* filled (default) for the primary classification, outlined for secondary metadata */}
        <Chip label="bug" />
        <Chip label="payments" variant="outlined" />
        <Chip label="v4.2" variant="outlined" />
      </Stack>
    </Paper>
  );
}
