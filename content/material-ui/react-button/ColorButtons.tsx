import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ColorButtons() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <Typography variant="body2">
        <strong>guest_4471</strong> commented on “Weeknight lentil soup”: I used smoked paprika instead and it was great.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" color="success">
          Approve comment
        </Button>
        <Button variant="outlined" color="warning">
          Hold for review
        </Button>
        <Button variant="outlined" color="error">
          Delete as spam
        </Button>
        <Button color="secondary">Reply as author</Button>
        <Button color="info">See past comments</Button>
      </Stack>
    </Stack>
  );
}
