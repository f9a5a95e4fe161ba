import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const initial = ['Dentist, Tue 10:00', 'Call the plumber', 'Renew passport'];

export default function SnackbarUndo() {
  const [tasks, setTasks] = React.useState(initial);
  const [removed, setRemoved] = React.useState<{ task: string; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);

  const remove = (task: string) => {
    setRemoved({ task, index: tasks.indexOf(task) });
    setOpen(true);
    setTasks((list) => list.filter((item) => item !== task));
  };
  const undo = () => {
    if (!removed) return;
    setTasks((list) => [...list.slice(0, removed.index), removed.task, ...list.slice(removed.index)]);
    setOpen(false);
  };

  return (
    <>
      <List aria-label="Reminders" variant="outlined" sx={{ maxWidth: 320, borderRadius: 'sm' }}>
        {tasks.map((task) => (
          <ListItem
            key={task}
            endAction={
              <IconButton size="sm" color="danger" aria-label={`Delete ${task}`} onClick={() => remove(task)}>
                <DeleteOutline />
              </IconButton>
            }
          >
            {task}
          </ListItem>
        ))}
        {tasks.length === 0 && (
          <ListItem>
            <Typography level="body-sm">No reminders.</Typography>
          </ListItem>
        )}
      </List>
      <Snackbar
        key={removed?.task}
        role="status"
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<DeleteOutline />}
        endDecorator={
          <Button size="sm" variant="soft" onClick={undo}>
            Undo
          </Button>
        }
      >
        Deleted “{removed?.task}”.
      </Snackbar>
    </>
  );
}
