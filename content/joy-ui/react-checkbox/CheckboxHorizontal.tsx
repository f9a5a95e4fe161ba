import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormLabel from '@mui/joy/FormLabel';

const needs = ['Vegetarian', 'Vegan', 'Gluten-free', 'Nut allergy', 'Halal', 'Kosher'];

export default function CheckboxHorizontal() {
  const labelId = React.useId();
  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        Dietary requirements for the conference dinner
      </FormLabel>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
        {needs.map((need) => (
          <Checkbox key={need} label={need} name="diet" value={need} />
        ))}
      </Box>
    </div>
  );
}
