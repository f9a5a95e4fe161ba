import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import * as React from 'react';

export default function NotesFab() {
  const [notes, setNotes] = React.useState(['Buy basil and lemons', 'Call the plumber about the boiler']);

  return (
    <Paper variant="outlined" sx={{ position: 'relative', height: 220, maxWidth: 360, overflow: 'hidden' }}>
      <List dense aria-label="Notes">
        {notes.map((note, index) => (
          <ListItem key={index}>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <Fab
        color="primary"
        aria-label="New note"
        onClick={() => setNotes((list) => [...list, `Untitled note ${list.length + 1}`])}
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        <AddIcon />
      </Fab>
    </Paper>
  );
}
