import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function ControlledTextField() {
  const [name, setName] = React.useState('Cat in the Hat');
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <TextField
        id="controlled-name"
        label="Name (controlled)"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField id="uncontrolled-name" label="Name (uncontrolled)" defaultValue="foo" />
      <Typography variant="body2" aria-live="polite">
        Controlled value: {name || '(empty)'}
      </Typography>
    </Stack>
  );
}
