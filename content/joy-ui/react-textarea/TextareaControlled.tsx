import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaControlled() {
  const [draft, setDraft] = React.useState('');
  const [notes, setNotes] = React.useState(['Called the landlord about the boiler.']);

  const save = () => {
    if (draft.trim()) {
      setNotes([...notes, draft.trim()]);
      setDraft(''); // A controlled value can be cleared after saving.
    }
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
      <List size="sm" marker="disc">
        {notes.map((note, index) => (
          <ListItem key={index}>{note}</ListItem>
        ))}
      </List>
      <FormControl>
        <FormLabel>New note</FormLabel>
        <Textarea
          minRows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl+Enter or ⌘+Enter saves; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              save();
            }
          }}
        />
      </FormControl>
      <Button variant="soft" onClick={save} sx={{ alignSelf: 'flex-start' }}>
        Save note
      </Button>
    </Stack>
  );
}
