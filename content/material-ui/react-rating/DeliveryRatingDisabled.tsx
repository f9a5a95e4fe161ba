import FormControlLabel from '@mui/material/FormControlLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function DeliveryRatingDisabled() {
  const [delivered, setDelivered] = React.useState(false);
  const hintId = React.useId();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Switch checked={delivered} onChange={(event) => setDelivered(event.target.checked)} />}
        label="Parcel delivered"
      />
      <Stack component="fieldset" aria-describedby={hintId} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Rate the courier
        </Typography>
        <Rating name="courier-rating" disabled={!delivered} defaultValue={0} />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {delivered ? 'Thanks for waiting. How did it go?' : 'You can rate the courier once your parcel arrives.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
