import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const tasks = ['Order oak boards', 'Book the electrician', 'Choose tile grout', 'Measure the pantry'];

export default function KanbanElevation() {
  const [lifted, setLifted] = React.useState<string | null>('Book the electrician');

  return (
    <Box
      sx={{ maxWidth: 320, mx: 'auto', p: 1.5, borderRadius: 'md', bgcolor: 'background.level1' }}
    >
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
        Kitchen renovation · To do
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {tasks.map((task) => {
          const isLifted = lifted === task;
          return (
            <li key={task}>
              <Card
                component="button"
                type="button"
                aria-pressed={isLifted}
                onClick={() => setLifted(isLifted ? null : task)}
                sx={{
                  width: '100%',
                  textAlign: 'start',
                  cursor: 'pointer',
                  font: 'inherit',
                  boxShadow: isLifted ? 'lg' : 'xs',
                  transform: isLifted ? 'rotate(-1.5deg) translateY(-2px)' : 'none',
                  transition: 'box-shadow 150ms, transform 150ms',
                }}
              >
                <Typography level="body-sm" component="span" sx={{ color: 'text.primary' }}>
                  {task}
                </Typography>
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
