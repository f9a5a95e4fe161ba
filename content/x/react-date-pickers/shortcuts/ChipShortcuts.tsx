import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerActionsContext, useIsValidValue } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';

function ChipRow({ items = [], changeImportance = 'accept' }: PickersShortcutsProps<Dayjs | null>) {
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Quick choices"
      sx={{ gridRow: 1, gridColumn: '2 / 4', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, px: 3, pt: 2 }}
    >
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <li key={item.label}>
            <Chip
              label={item.label}
              disabled={!isValid(value)}
              onClick={() => setValue(value, { changeImportance, shortcut: { label: item.label } })}
            />
          </li>
        );
      })}
    </Stack>
  );
}

const paydays: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'March 31', getValue: () => dayjs('2026-03-31') },
  { label: 'April 30', getValue: () => dayjs('2026-04-30') },
  { label: 'May 29', getValue: () => dayjs('2026-05-29') },
  { label: 'June 30', getValue: () => dayjs('2026-06-30') },
];

export default function ChipShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-31')}
        maxDate={dayjs('2026-05-31')}
        slots={{ shortcuts: ChipRow }}
        slotProps={{ shortcuts: { items: paydays }, toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
