import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const slots = ['08:00', '10:30', '13:00', '15:30', '18:00'];

export default function RadioSegmented() {
  const labelId = React.useId();
  const [slot, setSlot] = React.useState('13:00');
  return (
    <Stack spacing={1}>
      <FormLabel id={labelId}>Delivery slot, Thursday</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        name="delivery-slot"
        value={slot}
        onChange={(event) => setSlot(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1, '--RadioGroup-gap': '0px' }}
      >
        {slots.map((time) => (
          <Radio
            key={time}
            value={time}
            label={time}
            disableIcon
            variant={slot === time ? 'solid' : 'outlined'}
            color={slot === time ? 'primary' : 'neutral'}
            sx={{
              px: 2,
              py: 1,
              borderRadius: 'sm',
              fontWeight: 'md',
              // The label keeps the body text colour otherwise: on the solid fill it takes the variant's own.
              [`& .${radioClasses.label}`]: { color: slot === time ? 'primary.solidColor' : undefined },
            }}
            slotProps={{ action: { sx: { borderRadius: 'sm' } } }}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
