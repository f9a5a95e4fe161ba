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
        {/* The default orange is too light for white or orange text: dark text keeps 4.5:1. */}
        <Button variant="contained" color="warning" sx={{ color: 'common.black' }}>
          Hold for review
        </Button>
        <Button variant="outlined" color="error">
          Delete as spam
        </Button>
        <Button color="secondary">Reply as author</Button>
        <Button color="inherit">Hide thread</Button>
      </Stack>
    </Stack>
  );
}
