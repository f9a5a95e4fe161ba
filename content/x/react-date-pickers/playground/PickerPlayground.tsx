import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import dayjs from 'dayjs';

const viewSets: Record<string, DateView[]> = {
  'Year, month, day': ['year', 'month', 'day'],
  'Day only': ['day'],
  'Month and year': ['month', 'year'],
};
const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept'];
const flagLabels = {
  displayWeekNumber: 'Week numbers',
  showDaysOutsideCurrentMonth: 'Days of other months',
  disableHighlightToday: 'No outline on today',
  hideToolbar: 'Hide the toolbar',
  disabled: 'Disabled',
  readOnly: 'Read-only',
};
type Flag = keyof typeof flagLabels;

export default function PickerPlayground() {
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [viewSet, setViewSet] = React.useState('Year, month, day');
  const [yearsOrder, setYearsOrder] = React.useState<'asc' | 'desc'>('asc');
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['cancel', 'accept']);
  const [flags, setFlags] = React.useState<Record<Flag, boolean>>({
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    disableHighlightToday: false,
    hideToolbar: false,
    disabled: false,
    readOnly: false,
  });
  const orientationId = React.useId();
  const yearsId = React.useId();
  const views = viewSets[viewSet];
  const jsx = [
    '<StaticDatePicker',
    `  views={${JSON.stringify(views)}}`,
    orientation === 'landscape' && '  orientation="landscape"',
    yearsOrder === 'desc' && '  yearsOrder="desc"',
    ...(Object.keys(flags) as Flag[]).filter((flag) => flags[flag] && flag !== 'hideToolbar').map((flag) => `  ${flag}`),
    `  slotProps={{ toolbar: { hidden: ${flags.hideToolbar} }, actionBar: { actions: ${JSON.stringify(actions)} } }}`,
    '/>',
  ]
    .filter(Boolean)
    .join('\n');
  const toggleAction = (action: PickersActionBarAction) =>
    setActions((current) => allActions.filter((item) => (item === action ? !current.includes(item) : current.includes(item))));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ overflow: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            key={viewSet}
            defaultValue={dayjs('2026-03-14')}
            orientation={orientation}
            views={views}
            openTo={views.includes('day') ? 'day' : views[0]}
            yearsOrder={yearsOrder}
            displayWeekNumber={flags.displayWeekNumber}
            showDaysOutsideCurrentMonth={flags.showDaysOutsideCurrentMonth}
            disableHighlightToday={flags.disableHighlightToday}
            disabled={flags.disabled}
            readOnly={flags.readOnly}
            slotProps={{ toolbar: { hidden: flags.hideToolbar }, actionBar: { actions } }}
            sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
          />
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 240, flex: '1 1 240px' }}>
          <TextField
            select
            size="small"
            label="Views"
            value={viewSet}
            onChange={(event) => setViewSet(event.target.value)}
            // The select's combobox is a <div> named by aria-labelledby; a `for` would point at nothing.
            slotProps={{ inputLabel: { htmlFor: undefined } }}
          >
            {Object.keys(viewSets).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id={orientationId}>Orientation</FormLabel>
            <RadioGroup
              row
              aria-labelledby={orientationId}
              value={orientation}
              onChange={(event) => setOrientation(event.target.value as 'portrait' | 'landscape')}
            >
              <FormControlLabel value="portrait" control={<Radio />} label="Portrait" />
              <FormControlLabel value="landscape" control={<Radio />} label="Landscape" />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id={yearsId}>Years order</FormLabel>
            <RadioGroup
              row
              aria-labelledby={yearsId}
              value={yearsOrder}
              onChange={(event) => setYearsOrder(event.target.value as 'asc' | 'desc')}
            >
              <FormControlLabel value="asc" control={<Radio />} label="Oldest first" />
              <FormControlLabel value="desc" control={<Radio />} label="Newest first" />
            </RadioGroup>
          </FormControl>
          <FormGroup>
            {(Object.keys(flagLabels) as Flag[]).map((flag) => (
              <FormControlLabel
                key={flag}
                label={flagLabels[flag]}
                control={
                  <Switch checked={flags[flag]} onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })} />
                }
              />
            ))}
          </FormGroup>
          <FormControl component="fieldset">
            <FormLabel component="legend">Action bar</FormLabel>
            <FormGroup row>
              {allActions.map((action) => (
                <FormControlLabel
                  key={action}
                  label={action}
                  control={<Checkbox checked={actions.includes(action)} onChange={() => toggleAction(action)} />}
                />
              ))}
            </FormGroup>
          </FormControl>
        </Box>
        <Box
          component="pre"
          sx={{ width: '100%', m: 0, p: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {jsx}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
