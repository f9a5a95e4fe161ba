import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function DisabledButtons() {
  const [agreed, setAgreed] = React.useState(false);
  const [sent, setSent] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
        label="I have read the rental terms for the cargo bike"
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!agreed || sent} onClick={() => setSent(true)}>
          Book for Saturday
        </Button>
        <Button disabled>Book for Sunday</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {sent ? 'Booked. The lock code arrives by text on Saturday morning.' : 'Sunday is fully booked. Agree to the terms to book Saturday.'}
      </Typography>
    </Stack>
  );
}
