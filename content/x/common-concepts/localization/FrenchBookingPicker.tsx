import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import * as React from 'react';

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FrenchBookingPicker() {
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs('2026-07-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerText}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date d'arrivée"
          value={arrival}
          onChange={setArrival}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
        <Typography variant="body2" color="text.secondary">
          {arrival ? `Arrivée le ${arrival.locale('fr').format('dddd D MMMM YYYY')}` : 'Aucune date choisie'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
