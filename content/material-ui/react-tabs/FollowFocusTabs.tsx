import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const forecast = [
  { day: 'Thu', text: 'Sunny, 21 °C, light breeze from the west.' },
  { day: 'Fri', text: 'Cloudy spells, 18 °C, 20 % chance of rain.' },
  { day: 'Sat', text: 'Showers from noon, 15 °C, bring a jacket.' },
  { day: 'Sun', text: 'Clear and cool, 14 °C.' },
];

export default function FollowFocusTabs() {
  const id = React.useId();
  const [day, setDay] = React.useState('Thu');
  return (
    <Box>
      <Tabs value={day} onChange={(_, next: string) => setDay(next)} selectionFollowsFocus aria-label="Forecast by day">
        {forecast.map((item) => (
          <Tab key={item.day} value={item.day} label={item.day} id={`${id}-${item.day}`} aria-controls={item.day === day ? `${id}-panel` : undefined} />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${day}`} sx={{ pt: 2 }}>
        {forecast.find((item) => item.day === day)!.text}
      </Typography>
    </Box>
  );
}
