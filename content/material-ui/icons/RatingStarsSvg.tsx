import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

/** A five-pointed star drawn on SvgIcon's 24 × 24 grid. */
function StarIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.5 6.6-.8z" />
    </SvgIcon>
  );
}

export default function RatingStarsSvg() {
  const score = 4;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Stack direction="row" role="img" aria-label={`Rated ${score} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} color={star <= score ? 'warning' : 'disabled'} fontSize="large" />
        ))}
      </Stack>
      <Typography variant="body2">Trail Runner 3, 212 reviews</Typography>
    </Stack>
  );
}
