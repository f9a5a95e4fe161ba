import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Typography from '@mui/joy/Typography';

const weeks = ['3–9 March', '10–16 March', '17–23 March', '24–30 March'];

export default function ButtonGroupBasic() {
  const [week, setWeek] = React.useState(1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <ButtonGroup aria-label="Change the week shown">
        <Button disabled={week === 0} onClick={() => setWeek(week - 1)}>
          Previous
        </Button>
        <Button onClick={() => setWeek(1)}>This week</Button>
        <Button disabled={week === weeks.length - 1} onClick={() => setWeek(week + 1)}>
          Next
        </Button>
      </ButtonGroup>
      <Typography level="title-md" aria-live="polite">
        {weeks[week]}
      </Typography>
    </Box>
  );
}
