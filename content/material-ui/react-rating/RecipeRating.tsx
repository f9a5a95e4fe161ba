import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function RecipeRating() {
  const [stars, setStars] = React.useState<number | null>(4);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Rate “Lemon and thyme roast chicken”
      </Typography>
      <Rating name="recipe-rating" value={stars} onChange={(_event, newValue) => setStars(newValue)} />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {stars === null ? 'Not rated yet. Click a star to rate.' : `Your rating: ${stars} of 5. Click the same star again to clear it.`}
      </Typography>
    </Box>
  );
}
