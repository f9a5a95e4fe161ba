import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <FormControl size="sm">
        <FormLabel>Row note (sm)</FormLabel>
        <Textarea minRows={2} defaultValue="Customer asked for a paper invoice." />
      </FormControl>
      <FormControl size="md">
        <FormLabel>Cover letter (md)</FormLabel>
        <Textarea minRows={2} defaultValue="I have followed your studio's work since 2019…" />
      </FormControl>
      <FormControl size="lg">
        <FormLabel>Today's gratitude journal (lg)</FormLabel>
        <Textarea minRows={2} defaultValue="A long walk by the river." />
      </FormControl>
    </Stack>
  );
}
