import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const zones = ['Auckland', 'Sydney', 'Tokyo', 'Singapore', 'Dubai', 'Berlin', 'London', 'São Paulo', 'New York', 'Denver'];
const modes = { auto: 'auto', always: true, never: false } as const;
type Mode = keyof typeof modes;

export default function ScrollButtonModes() {
  const [zone, setZone] = React.useState('Berlin');
  const [mode, setMode] = React.useState<Mode>('always');
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
      <RadioGroup row aria-label="Scroll buttons" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
        <FormControlLabel value="auto" control={<Radio />} label="Auto" />
        <FormControlLabel value="always" control={<Radio />} label="Always, also on phones" />
        <FormControlLabel value="never" control={<Radio />} label="Never" />
      </RadioGroup>
      <Tabs
        value={zone}
        onChange={(_, next: string) => setZone(next)}
        variant="scrollable"
        scrollButtons={modes[mode]}
        allowScrollButtonsMobile
        aria-label="World clock cities"
        sx={{ '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
      >
        {zones.map((city) => (
          <Tab key={city} value={city} label={city} />
        ))}
      </Tabs>
    </Box>
  );
}
