import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import * as React from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

const team = [
  { name: 'Ingrid', zone: 'Europe/Oslo' },
  { name: 'Thabo', zone: 'Africa/Johannesburg' },
  { name: 'Priya', zone: 'Asia/Kolkata' },
  { name: 'Mateo', zone: 'America/Bogota' },
];

export default function StandupAcrossZones() {
  // The organiser edits the time in Oslo; everyone else sees their own wall clock.
  const [standup, setStandup] = React.useState<Dayjs | null>(dayjs.tz('2026-06-10T09:30', 'Europe/Oslo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <TimePicker label="Stand-up (Oslo time)" value={standup} onChange={setStandup} ampm={false} />
        <List dense aria-label="Stand-up time for each team member" sx={{ minWidth: 240 }}>
          {team.map(({ name, zone }) => (
            <ListItem key={name} disableGutters>
              <ListItemText
                primary={`${name}: ${standup?.isValid() ? standup.tz(zone).format('HH:mm') : '–'}`}
                secondary={zone}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
