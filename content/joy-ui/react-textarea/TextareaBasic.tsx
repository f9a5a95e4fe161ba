import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function TextareaBasic() {
  const [saved, setSaved] = React.useState('');

  // Uncontrolled: the <textarea> keeps its own text, and the form reads it by name on submit.
  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instructions = String(new FormData(event.currentTarget).get('instructions') ?? '').trim();
    setSaved(instructions ? `Saved for the courier: “${instructions}”` : 'No instructions: the courier will ring the bell.');
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <FormControl>
          <FormLabel>Delivery instructions</FormLabel>
          <Textarea minRows={3} name="instructions" placeholder="e.g. Leave the parcel with the neighbour at number 12" />
          <FormHelperText>Shown to the courier on the day of delivery.</FormHelperText>
        </FormControl>
        <Button type="submit" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Save instructions
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {saved}
        </Typography>
      </Stack>
    </form>
  );
}
