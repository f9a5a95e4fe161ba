import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const windows = [
  { value: 'morning', time: '08:00 – 12:00', note: 'Fills up fast' },
  { value: 'afternoon', time: '12:00 – 17:00', note: '3 slots left' },
  { value: 'evening', time: '17:00 – 21:00', note: '+ $3.00' },
];

export default function DeliveryWindowCards() {
  const id = React.useId();
  const [slot, setSlot] = React.useState('afternoon');

  return (
    <Box>
      <FormLabel id={id}>Delivery window, Thursday</FormLabel>
      <RadioGroup aria-labelledby={id} name="delivery-window" value={slot} onChange={(event) => setSlot(event.target.value)} sx={{ gap: 1, mt: 1 }}>
        {windows.map((item) => (
          <FormControlLabel
            key={item.value}
            value={item.value}
            control={<Radio icon={<RadioButtonUncheckedRounded />} checkedIcon={<CheckCircleRounded />} />}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {item.time}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {item.note}
                </Typography>
              </span>
            }
            sx={{
              m: 0,
              pr: 2,
              width: 280,
              border: 1,
              borderRadius: 2,
              borderColor: slot === item.value ? 'primary.main' : 'divider',
              bgcolor: slot === item.value ? 'action.selected' : 'transparent',
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
