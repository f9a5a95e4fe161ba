import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs from 'dayjs';

export default function ActionsOnTheLeft() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        defaultValue={dayjs('2026-05-05')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['today', 'clear', 'accept'] },
          layout: {
            sx: {
              // The grid has three columns: move the action bar into the first one, as a column.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: 1,
                gridRow: 2,
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                gap: 1,
                borderRight: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
