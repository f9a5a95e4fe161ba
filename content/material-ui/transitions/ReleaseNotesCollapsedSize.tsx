import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const notes = [
  'Reports can now be scheduled weekly or monthly.',
  'CSV exports keep the column order you set in the table.',
  'The mobile app remembers your last opened project.',
  'Search finds comments as well as task titles.',
  'Fixed: time zones in reminders for users in Australia.',
];

export default function ReleaseNotesCollapsedSize() {
  const notesId = React.useId();
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 460 }}>
      <Typography component="p" variant="subtitle1">
        What’s new in version 5.2
      </Typography>
      <Collapse in={expanded} collapsedSize={72} id={notesId}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {notes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {note}
            </Typography>
          ))}
        </Box>
      </Collapse>
      <Button size="small" aria-expanded={expanded} aria-controls={notesId} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show less' : 'Show all changes'}
      </Button>
    </Box>
  );
}
