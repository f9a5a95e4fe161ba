import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { validateDate } from '@mui/x-date-pickers/validation';
import dayjs from 'dayjs';

// Rows imported from a spreadsheet, checked with the pickers' own rules.
const imported = ['2026-05-04', '2026-05-09', '2025-12-30', 'not a date'];
const adapter = new AdapterDayjs();
const rules = {
  minDate: dayjs('2026-01-01'),
  maxDate: dayjs('2026-12-31'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: dayjs.Dayjs) => day.day() === 6,
};

export default function ValidateOutsidePicker() {
  const rows = React.useMemo(
    () =>
      imported.map((text) => ({
        text,
        error: validateDate({ adapter, value: dayjs(text), timezone: 'default', props: rules }),
      })),
    [],
  );

  return (
    <List dense aria-label="Imported shipping dates" sx={{ maxWidth: 360 }}>
      {rows.map(({ text, error }) => (
        <ListItem key={text}>
          <ListItemText primary={text} secondary={error ? `Rejected: ${error}` : 'Accepted'} />
        </ListItem>
      ))}
    </List>
  );
}
