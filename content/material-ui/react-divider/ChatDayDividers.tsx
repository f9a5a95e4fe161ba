import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function ChatDayDividers() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* role="presentation": the dates are information, read them as plain text (see Accessibility). */}
      <Divider textAlign="left" role="presentation">
        <Typography variant="caption" color="text.secondary">
          Yesterday
        </Typography>
      </Divider>
      <Typography variant="body2" sx={{ my: 1.5 }}>
        <strong>Ravi:</strong> The staging deploy is green, merging after lunch.
      </Typography>
      <Divider role="presentation">
        {/* The divider wraps its content in a <span>: render the chip as a span too. */}
        <Chip component="span" label="Today" size="small" />
      </Divider>
      <Typography variant="body2" sx={{ my: 1.5 }}>
        <strong>Elena:</strong> Merged. Release notes are in the usual doc.
      </Typography>
      <Divider textAlign="right" role="presentation">
        <Typography variant="caption" color="primary">
          New messages
        </Typography>
      </Divider>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <strong>Ravi:</strong> Thanks! Closing the ticket.
      </Typography>
    </Box>
  );
}
