import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersSectionListClasses } from '@mui/x-date-pickers/PickersSectionList';
import dayjs from 'dayjs';

export default function HighlightedSections() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Train leaves"
        ampm={false}
        defaultValue={dayjs('2026-05-30T06:52')}
        sx={(theme) => ({
          maxWidth: 320,
          // Each section gets a light background; the focused one is outlined.
          [`& .${pickersSectionListClasses.section}`]: {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
            borderRadius: 0.5,
            px: 0.25,
            mx: 0.125,
          },
          [`& .${pickersSectionListClasses.sectionContent}:focus`]: {
            outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            borderRadius: 0.5,
          },
        })}
      />
    </LocalizationProvider>
  );
}
