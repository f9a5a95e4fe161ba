import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const scale = [1, 2, 3, 4, 5];

export default function RadioScale() {
  const labelId = React.useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        How easy was it to set up your account?
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        name="setup-ease"
        sx={{ justifyContent: 'space-between', '--RadioGroup-gap': '0px' }}
      >
        {scale.map((score) => (
          <Radio
            key={score}
            value={String(score)}
            label={score}
            size="lg"
            sx={{ flexDirection: 'column', alignItems: 'center', gap: 0.75 }}
          />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        <Typography level="body-xs">1: very hard</Typography>
        <Typography level="body-xs">5: very easy</Typography>
      </Box>
    </Box>
  );
}
