import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import TaskAlt from '@mui/icons-material/TaskAlt';

export default function AlertRole() {
  const [email, setEmail] = React.useState('');
  const [result, setResult] = React.useState<'ok' | 'error' | null>(null);
  return (
    <Stack
      component="form"
      spacing={1.5}
      sx={{ width: '100%', maxWidth: 400 }}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(email.includes('@') ? 'ok' : 'error');
      }}
    >
      <FormControl>
        <FormLabel>Newsletter email</FormLabel>
        <Input value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormControl>
      <Button type="submit">Subscribe</Button>
      {/* An error interrupts (role="alert"); a confirmation waits its turn (role="status"). */}
      {result === 'error' && (
        <Alert color="danger" startDecorator={<ErrorOutline />}>
          Enter an email address with an @, such as name@example.com.
        </Alert>
      )}
      {result === 'ok' && (
        <Alert role="status" color="success" startDecorator={<TaskAlt />}>
          Subscribed. Check your inbox to confirm.
        </Alert>
      )}
    </Stack>
  );
}
