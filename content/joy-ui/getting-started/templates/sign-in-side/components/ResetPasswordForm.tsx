import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { checkEmail } from '../utils/validation';

export interface ResetPasswordFormProps {
  initialEmail: string;
  onBack: (email: string) => void;
}

/** Asks for the account's email and confirms that a reset link is on its way. */
export default function ResetPasswordForm({ initialEmail, onBack }: ResetPasswordFormProps) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState('');
  const [sentTo, setSentTo] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSentTo(email.trim());
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <FormControl error={Boolean(error)}>
        <FormLabel>Work email</FormLabel>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ input: { ref: inputRef } }}
        />
        {error && (
          <FormHelperText>
            <InfoOutlined />
            {error}
          </FormHelperText>
        )}
      </FormControl>
      <div role="status">
        {sentTo && (
          <Alert color="success" variant="soft" startDecorator={<MarkEmailReadOutlined />}>
            If {sentTo} has a Kestrel account, a reset link is on its way. It works for one hour.
          </Alert>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth>
        {sentTo ? 'Send the link again' : 'Email me a reset link'}
      </Button>
      <Button
        type="button"
        variant="plain"
        color="neutral"
        startDecorator={<ArrowBackRounded />}
        onClick={() => onBack(email)}
      >
        Back to sign-in
      </Button>
    </Stack>
  );
}
