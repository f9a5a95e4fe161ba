import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const verdicts: Record<number, string> = {
  1: 'Avoid',
  2: 'Disappointing',
  3: 'Fine for a quick bite',
  4: 'Worth a detour',
  5: 'Unforgettable',
};

export default function PlaceRatingHoverText() {
  const [value, setValue] = React.useState<number | null>(3);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Rate Café Marlowe
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 32 }}>
        <Rating
          name="cafe-marlowe"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
          getLabelText={(star) => `${star} ${star === 1 ? 'star' : 'stars'}, ${verdicts[star]}`}
          emptyIcon={<Star fontSize="inherit" sx={{ opacity: 0.4 }} />}
        />
        <Typography variant="body2" aria-hidden>
          {shown !== null ? verdicts[shown] : 'No rating'}
        </Typography>
      </Box>
    </Stack>
  );
}
