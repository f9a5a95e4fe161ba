import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function DividerChildPosition() {
  const [position, setPosition] = React.useState(0);
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%' }}>
      <Divider sx={{ '--Divider-childPosition': `${position}%` }}>
        <Typography level="title-sm">Yesterday</Typography>
      </Divider>
      <div>
        <Typography id={labelId} level="body-sm">
          Label position: {position}%
        </Typography>
        <Slider
          value={position}
          step={25}
          marks
          onChange={(_, value) => setPosition(value as number)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </div>
    </Box>
  );
}
