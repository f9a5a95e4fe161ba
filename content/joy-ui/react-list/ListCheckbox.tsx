import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const tasks = ['Book the venue', 'Send invitations', 'Order the cake', 'Hire a photographer'];

export default function ListCheckbox() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);
  const titleId = React.useId();
  return (
    <div>
      <Typography id={titleId} level="title-sm">
        Party checklist ({done.length} of {tasks.length} done)
      </Typography>
      <List aria-labelledby={titleId} variant="outlined" sx={{ maxWidth: 300, borderRadius: 'sm', mt: 1 }}>
        {tasks.map((task) => (
          <ListItem key={task}>
            <Checkbox
              overlay
              label={task}
              checked={done.includes(task)}
              onChange={(event) =>
                setDone((list) => (event.target.checked ? [...list, task] : list.filter((item) => item !== task)))
              }
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
