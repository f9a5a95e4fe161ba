import * as React from 'react';
import Box from '@mui/system/Box';

const initialTasks = [
  { label: 'Order printer toner', done: true },
  { label: 'Book the quarterly review room', done: false },
  { label: 'Send the visitor badges list', done: false },
];

export default function SxSelectors() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const toggle = (label: string) =>
    setTasks((list) => list.map((task) => (task.label === label ? { ...task, done: !task.done } : task)));

  return (
    <Box
      component="ul"
      sx={{
        maxWidth: 380,
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        '& li + li': { borderTop: 1, borderColor: 'divider' },
        '& button': {
          width: '100%',
          display: 'flex',
          gap: 1,
          px: 2,
          py: 1.25,
          border: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          '&[aria-pressed="true"] .label': { textDecoration: 'line-through', color: 'text.secondary' },
        },
        '& .mark::before': { content: '"○"' },
        '& [aria-pressed="true"] .mark::before': { content: '"●"', color: 'primary.main' },
      }}
    >
      {tasks.map((task) => (
        <li key={task.label}>
          <button type="button" aria-pressed={task.done} onClick={() => toggle(task.label)}>
            <span className="mark" aria-hidden />
            <span className="label">{task.label}</span>
          </button>
        </li>
      ))}
    </Box>
  );
}
