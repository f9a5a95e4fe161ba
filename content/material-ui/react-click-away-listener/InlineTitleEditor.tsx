import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

export default function InlineTitleEditor() {
  const [title, setTitle] = React.useState('Spring campaign brief');
  const [draft, setDraft] = React.useState<string | null>(null);

  const save = () => {
    if (draft !== null && draft.trim()) setTitle(draft.trim());
    setDraft(null);
  };

  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="p" variant="h6">
          {title}
        </Typography>
        <Button size="small" onClick={() => setDraft(title)}>
          Rename
        </Button>
      </Box>
    );
  }

  return (
    // Save on the press, not the release: the draft is stored before anything else reacts.
    <ClickAwayListener mouseEvent="onMouseDown" touchEvent="onTouchStart" onClickAway={save}>
      <TextField
        label="Document title"
        size="small"
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setDraft(null);
        }}
        helperText="Enter or a click elsewhere saves; Escape cancels."
      />
    </ClickAwayListener>
  );
}
