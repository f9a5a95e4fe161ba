import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const averageScore = 4.3;

export default function BookReviewPrecision() {
  const [score, setScore] = React.useState<number | null>(3.5);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating
          value={averageScore}
          precision={0.1}
          readOnly
          getLabelText={(value) => `Average ${value.toFixed(1)} out of 5 stars`}
        />
        <Typography variant="body2">{averageScore.toFixed(1)} from 1,284 readers</Typography>
      </Stack>
      <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Your review of “The Salt Road”
        </Typography>
        <Rating name="book-review" value={score} precision={0.5} onChange={(_event, newValue) => setScore(newValue)} />
      </Stack>
    </Stack>
  );
}
