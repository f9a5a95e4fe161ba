import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import * as React from 'react';

const chapters = [
  { title: '1. Getting started', height: 90 },
  { title: '2. Accounts', height: 140 },
  { title: '3. Projects', height: 70 },
  { title: '4. Tasks', height: 120 },
  { title: '5. Reports', height: 60 },
  { title: '6. Billing', height: 100 },
  { title: '7. Integrations', height: 80 },
  { title: '8. Security', height: 130 },
];

export default function ChapterOrderSequential() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 560 }}>
      <FormControlLabel
        control={<Switch checked={sequential} onChange={(event) => setSequential(event.target.checked)} />}
        label="Keep chapters in order"
      />
      <Masonry columns={3} spacing={1.5} sequential={sequential} sx={{ mt: 1 }}>
        {chapters.map((chapter) => (
          <Paper key={chapter.title} variant="outlined" sx={{ height: chapter.height, p: 1 }}>
            {chapter.title}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
