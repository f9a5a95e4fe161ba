import LocalCafe from '@mui/icons-material/LocalCafe';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';
import Star from '@mui/icons-material/Star';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brown } from '@mui/material/colors';

export default function CoffeeStrengthIcons() {
  return (
    <Stack spacing={2}>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Strength of the house espresso
        </Typography>
        <Rating
          name="espresso-strength"
          defaultValue={4}
          max={6}
          icon={<LocalCafe fontSize="inherit" />}
          emptyIcon={<LocalCafeOutlined fontSize="inherit" />}
          getLabelText={(value) => `${value} of 6 cups`}
          sx={{ '& .MuiRating-iconFilled': { color: brown[600] }, '& .MuiRating-iconHover': { color: brown[800] } }}
        />
      </Stack>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          Barista service
        </Typography>
        <Rating name="barista-service" defaultValue={3} emptyIcon={<Star fontSize="inherit" sx={{ opacity: 0.4 }} />} />
      </Stack>
    </Stack>
  );
}
