import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function PasswordVisibility() {
  const [revealed, setRevealed] = React.useState(false);

  return (
    <TextField
      id="login-password"
      label="Password"
      type={revealed ? 'text' : 'password'}
      autoComplete="current-password"
      sx={{ width: '100%', maxWidth: 320 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                // A toggle keeps one label; aria-pressed says whether the password is shown.
                aria-label="Show password"
                aria-pressed={revealed}
                onClick={() => setRevealed((value) => !value)}
                // keep the caret in the input when the button is pressed
                onMouseDown={(event) => event.preventDefault()}
              >
                {revealed ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
