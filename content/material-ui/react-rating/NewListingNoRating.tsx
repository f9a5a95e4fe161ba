import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function NewListingNoRating() {
  const [stars, setStars] = React.useState<number | null>(null);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={null} readOnly getLabelText={() => 'No ratings yet'} />
        <Typography variant="body2">Pottery workshop · new this month, no reviews yet</Typography>
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Be the first to rate it
        </Typography>
        <Rating
          name="pottery-workshop"
          value={stars}
          onChange={(_event, newValue) => setStars(newValue)}
          emptyLabelText="Not rated"
        />
      </Stack>
      <Button size="small" onClick={() => setStars(null)} disabled={stars === null}>
        Clear rating
      </Button>
    </Stack>
  );
}
