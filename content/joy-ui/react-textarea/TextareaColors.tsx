import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const notes = [
  { color: 'primary', label: 'Note to the team' },
  { color: 'neutral', label: 'Internal comment' },
  { color: 'success', label: 'Resolution summary' },
  { color: 'warning', label: 'Known risks' },
  { color: 'danger', label: 'Reason for cancelling' },
] as const;

export default function TextareaColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      {notes.map((note) => (
        <FormControl key={note.color}>
          <FormLabel>{note.label}</FormLabel>
          <Textarea color={note.color} variant="outlined" minRows={2} />
        </FormControl>
      ))}
    </Stack>
  );
}
