import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function FlatPublishGroup() {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="body2">Draft · “Ten walks around Lisbon” · saved 2 minutes ago</Typography>
      <ButtonGroup variant="contained" disableElevation aria-label="Publishing">
        <Button>Preview</Button>
        <Button>Schedule</Button>
        <Button>Publish</Button>
      </ButtonGroup>
    </Paper>
  );
}
