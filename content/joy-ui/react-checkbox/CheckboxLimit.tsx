import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const topics = ['Climate', 'Football', 'Jazz', 'Start-ups', 'Space', 'Cooking', 'Local politics'];
const limit = 3;

export default function CheckboxLimit() {
  const id = React.useId();
  const [picked, setPicked] = React.useState<string[]>(['Jazz']);
  const full = picked.length >= limit;
  return (
    <div>
      <Typography id={`${id}-label`} level="title-sm">
        Pick up to {limit} topics for your front page
      </Typography>
      <Typography id={`${id}-count`} level="body-sm" aria-live="polite" sx={{ mb: 1.5 }}>
        {picked.length} of {limit} chosen
      </Typography>
      <Box
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-count`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
      >
        {topics.map((topic) => {
          const checked = picked.includes(topic);
          return (
            <Checkbox
              key={topic}
              label={topic}
              checked={checked}
              // Once the limit is reached, only the chosen topics can be changed.
              disabled={full && !checked}
              onChange={(event) =>
                setPicked(event.target.checked ? [...picked, topic] : picked.filter((item) => item !== topic))
              }
            />
          );
        })}
      </Box>
    </div>
  );
}
