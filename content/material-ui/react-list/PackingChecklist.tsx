import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import * as React from 'react';

const tasks = ['Passport and boarding pass', 'Phone charger', 'Rain jacket', 'Hiking boots'];

export default function PackingChecklist() {
  const idPrefix = React.useId();
  const [done, setDone] = React.useState<string[]>(['Passport and boarding pass']);
  const toggle = (task: string) =>
    setDone((prev) => (prev.includes(task) ? prev.filter((t) => t !== task) : [...prev, task]));

  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {tasks.map((task, index) => {
        const labelId = `${idPrefix}-task-${index}`;
        return (
          <ListItem
            key={task}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={`Add a note to ${task}`}>
                <StickyNote2OutlinedIcon />
              </IconButton>
            }
          >
            <ListItemButton role={undefined} onClick={() => toggle(task)} dense>
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={done.includes(task)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText
                id={labelId}
                primary={task}
                sx={done.includes(task) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
