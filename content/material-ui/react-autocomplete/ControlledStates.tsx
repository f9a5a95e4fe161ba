import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

export default function ControlledStates() {
  // What is selected…
  const [size, setSize] = React.useState<string | null>('M');
  // …and what is typed. They are independent states.
  const [typed, setTyped] = React.useState('');

  return (
    <Box sx={{ width: '100%', maxWidth: 300 }}>
      <Autocomplete
        id="tshirt-size"
        options={sizes}
        value={size}
        onChange={(_event, next) => setSize(next)}
        inputValue={typed}
        onInputChange={(_event, next) => setTyped(next)}
        renderInput={(params) => <TextField {...params} label="T-shirt size" />}
      />
      <Typography component="p" variant="caption" sx={{ mt: 1, fontFamily: 'monospace' }}>
        value: {size === null ? 'null' : `'${size}'`}
        <br />
        inputValue: '{typed}'
      </Typography>
    </Box>
  );
}
