import * as React from 'react';
import Box from '@mui/system/Box';

export default function FieldBorderColor() {
  const id = React.useId();
  const [email, setEmail] = React.useState('ana@example');
  const invalid = !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email);

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        Billing email
      </Box>
      <Box
        component="input"
        id={id}
        value={email}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-status`}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          p: 1,
          font: 'inherit',
          border: 2,
          borderRadius: 1,
          borderColor: invalid ? 'error.main' : 'success.main',
          outline: 'none',
          '&:focus-visible': { borderColor: 'primary.main' },
        }}
      />
      <Box id={`${id}-status`} sx={{ mt: 0.5, fontSize: 14, color: invalid ? 'error.main' : 'success.main' }}>
        {invalid ? 'Enter a full address, such as ana@example.com.' : 'Looks good.'}
      </Box>
    </Box>
  );
}
