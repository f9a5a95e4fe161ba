import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const tools = [
  { name: 'Bold', icon: <FormatBoldIcon /> },
  { name: 'Italic', icon: <FormatItalicIcon /> },
  { name: 'Underline', icon: <FormatUnderlinedIcon /> },
];
const directions: SpeedDialProps['direction'][] = ['up', 'right', 'down', 'left'];

export default function DirectionSpeedDial() {
  const labelId = React.useId();
  const [direction, setDirection] = React.useState<SpeedDialProps['direction']>('up');
  const [hidden, setHidden] = React.useState(false);
  return (
    <Box sx={{ transform: 'translateZ(0px)' }}>
      <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="Hide while scrolling" />
      <FormLabel id={labelId} sx={{ display: 'block', mt: 1 }}>Direction</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={direction} onChange={(event) => setDirection(event.target.value as SpeedDialProps['direction'])}>
        {directions.map((value) => <FormControlLabel key={value} value={value} control={<Radio />} label={value} />)}
      </RadioGroup>
      <Box sx={{ position: 'relative', height: 260, mt: 2 }}>
        <SpeedDial
          ariaLabel="Text formatting"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
        >
          {tools.map((tool) => (
            <SpeedDialAction key={tool.name} icon={tool.icon} slotProps={{ tooltip: { title: tool.name } }} />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
