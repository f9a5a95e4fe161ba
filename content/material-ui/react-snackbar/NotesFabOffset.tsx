import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import * as React from 'react';

const initialNotes = ['Call the plumber', 'Renew passport', 'Book dentist for Mia', 'Return library books'];

export default function NotesFabOffset() {
  const [notes, setNotes] = React.useState(initialNotes);
  const [archived, setArchived] = React.useState<string | null>(null);

  const archive = (note: string) => {
    setNotes((list) => list.filter((item) => item !== note));
    setArchived(note);
  };

  const restore = () => {
    if (archived) setNotes((list) => [...list, archived]);
    setArchived(null);
  };

  return (
    <Box sx={{ position: 'relative', height: 320, maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <List dense>
        {notes.map((note) => (
          <ListItem
            key={note}
            secondaryAction={
              <IconButton edge="end" aria-label={`Archive “${note}”`} onClick={() => archive(note)}>
                <ArchiveOutlinedIcon />
              </IconButton>
            }
          >
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <Fab color="primary" aria-label="New note" sx={{ position: 'absolute', right: 16, bottom: 16 }}>
        <AddIcon />
      </Fab>
      <Snackbar
        open={archived !== null}
        autoHideDuration={5000}
        onClose={() => setArchived(null)}
        message="Note archived"
        action={<Button color="inherit" size="small" onClick={restore}>Undo</Button>}
        // Inside this frame, and lifted above the 56px button plus its margin.
        sx={{ position: 'absolute', bottom: { xs: 88, sm: 88 } }}
      />
    </Box>
  );
}
