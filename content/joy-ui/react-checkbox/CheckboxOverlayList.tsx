import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const initial = [
  { task: 'Book the venue', done: true },
  { task: 'Send invitations', done: false },
  { task: 'Order the cake', done: false },
  { task: 'Rent a projector', done: false },
];

export default function CheckboxOverlayList() {
  const [todos, setTodos] = React.useState(initial);
  const left = todos.filter((todo) => !todo.done).length;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1.5, maxWidth: 340 }}>
      <Typography level="title-sm" sx={{ px: 1, pb: 1 }}>
        Party checklist, {left} left
      </Typography>
      <List sx={{ '--ListItem-radius': '6px' }}>
        {todos.map((todo, index) => (
          <ListItem key={todo.task} variant={todo.done ? 'soft' : 'plain'} color={todo.done ? 'success' : 'neutral'}>
            {/* overlay: the whole list item toggles the checkbox. */}
            <Checkbox
              overlay
              color="success"
              label={todo.task}
              checked={todo.done}
              onChange={(event) =>
                setTodos(todos.map((item, i) => (i === index ? { ...item, done: event.target.checked } : item)))
              }
              sx={{ textDecoration: todo.done ? 'line-through' : 'none' }}
            />
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
