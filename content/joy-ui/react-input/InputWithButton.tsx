import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputWithButton() {
  const [state, setState] = React.useState<'idle' | 'sending' | 'done'>('idle');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setState('sending');
        // Stand-in for a request to your mailing list provider.
        window.setTimeout(() => setState('done'), 1200);
      }}
    >
      <FormControl sx={{ maxWidth: 380 }}>
        <FormLabel>Get the Sunday recipe letter</FormLabel>
        <Input
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          endDecorator={
            <Button type="submit" loading={state === 'sending'} variant="solid">
              Subscribe
            </Button>
          }
        />
        <FormHelperText aria-live="polite">
          {state === 'done' ? 'Check your inbox to confirm.' : 'One email a week. Unsubscribe any time.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
