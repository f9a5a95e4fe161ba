import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function InputValidation() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    // error on FormControl turns the input and the helper text red.
    <FormControl error={invalid} sx={{ maxWidth: 340 }}>
      <FormLabel>Work email</FormLabel>
      <Input
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        // error on the Input itself is what adds aria-invalid to the <input>.
        error={invalid}
      />
      {/* danger.plainColor stays readable on the dark colour scheme as well. */}
      <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
        {invalid && <InfoOutlined />}
        {invalid ? 'Enter an address like name@company.com.' : 'We send the invitation here.'}
      </FormHelperText>
    </FormControl>
  );
}
