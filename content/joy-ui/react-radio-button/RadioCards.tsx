import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const rooms = [
  { value: 'single', name: 'Single room', price: '€89', note: 'One guest, city view' },
  { value: 'double', name: 'Double room', price: '€119', note: 'Two guests, balcony' },
  { value: 'suite', name: 'Family suite', price: '€189', note: 'Up to four guests' },
];

export default function RadioCards() {
  const [room, setRoom] = React.useState('double');
  const labelId = React.useId();
  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1.5 }}>
        Room type
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={room}
        onChange={(event) => setRoom(event.target.value)}
        overlay
        name="room"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}
      >
        {rooms.map((option) => (
          <Sheet
            key={option.value}
            variant="outlined"
            sx={{
              position: 'relative',
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              gap: 0.5,
              // The radio's own `checked` class is used to highlight the chosen card.
              '&:has(.Mui-checked)': { borderColor: 'primary.outlinedBorder', bgcolor: 'primary.softBg' },
            }}
          >
            <Radio
              value={option.value}
              label={option.name}
              sx={{ fontWeight: 'lg', flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
            <Typography level="body-sm">{option.note}</Typography>
            <Typography level="title-lg">{option.price}</Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
