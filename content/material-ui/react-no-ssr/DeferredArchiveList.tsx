import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const issues = Array.from({ length: 120 }, (_, index) => `Issue ${120 - index} of the Friday newsletter`);

export default function DeferredArchiveList() {
  const [shown, setShown] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setShown(!shown)} aria-expanded={shown}>
        {shown ? 'Hide the archive' : 'Show the archive (120 issues)'}
      </Button>
      {shown && (
        // The button's new label and the fallback render first; the long list follows in a second render.
        <NoSsr defer fallback={<Typography sx={{ mt: 1 }}>Loading the archive…</Typography>}>
          <List dense sx={{ maxHeight: 240, overflow: 'auto', mt: 1 }} tabIndex={0} aria-label="Newsletter archive">
            {issues.map((issue) => (
              <ListItem key={issue}>
                <ListItemText primary={issue} />
              </ListItem>
            ))}
          </List>
        </NoSsr>
      )}
    </div>
  );
}
