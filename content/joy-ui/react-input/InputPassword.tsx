import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Key from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputPassword() {
  const [visible, setVisible] = React.useState(false);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        startDecorator={<Key />}
        endDecorator={
          // A fixed label with aria-pressed: screen readers hear "Show password, toggle button, pressed".
          <IconButton aria-label="Show password" aria-pressed={visible} onClick={() => setVisible(!visible)}>
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
    </FormControl>
  );
}
