import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover, { PopoverActions } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const teammates = ['Ada Byron', 'Grace Park', 'Alan Ortiz', 'Katherine Cole', 'Edsger Visser', 'Barbara Lund'];

// Holds its own state: when it grows, the Popover around it does not re-render.
function TeammateList({ onResize }: { onResize: () => void }) {
  const [showAll, setShowAll] = React.useState(false);

  React.useEffect(() => {
    onResize();
  }, [showAll, onResize]);

  return (
    <>
      <List dense aria-label="Suggested teammates">
        {(showAll ? teammates : teammates.slice(0, 2)).map((name) => (
          <ListItem key={name}>
            <ListItemText primary={name} />
          </ListItem>
        ))}
      </List>
      <Button size="small" onClick={() => setShowAll(!showAll)} sx={{ m: 1 }}>
        {showAll ? 'Show fewer' : 'Show all six'}
      </Button>
    </>
  );
}

export default function InviteUpdatePosition() {
  const popoverActions = React.useRef<PopoverActions>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);

  // The popover sits above the button, so it must move up when its content grows.
  const handleResize = React.useCallback(() => {
    popoverActions.current?.updatePosition();
  }, []);

  return (
    <Stack sx={{ pt: 28, alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Suggested teammates
      </Button>
      <Popover
        action={popoverActions}
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 240 } } }}
      >
        <TeammateList onResize={handleResize} />
      </Popover>
    </Stack>
  );
}
