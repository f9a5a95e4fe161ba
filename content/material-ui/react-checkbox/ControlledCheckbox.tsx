import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const basePrice = 24;
const giftWrap = 3.5;

export default function ControlledCheckbox() {
  const [wrapped, setWrapped] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setWrapped(event.target.checked);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel control={<Checkbox checked={wrapped} onChange={handleChange} />} label={`Gift wrap with a handwritten card (+€${giftWrap.toFixed(2)})`} />
      <Typography variant="subtitle1" component="p" role="status">
        Order total: €{(basePrice + (wrapped ? giftWrap : 0)).toFixed(2)}
      </Typography>
    </Stack>
  );
}
