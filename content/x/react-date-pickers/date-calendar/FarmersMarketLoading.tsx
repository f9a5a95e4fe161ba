import * as React from 'react';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import dayjs, { type Dayjs } from 'dayjs';

// Stand-in for a request: the market runs on the 1st and 3rd Saturday of each month.
function fetchMarketDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const firstSaturday = ((6 - month.startOf('month').day() + 7) % 7) + 1;
      resolve([firstSaturday, firstSaturday + 14]);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function MarketDay(props: PickersDayProps & { marketDays?: number[] }) {
  const { marketDays = [], day, outsideCurrentMonth, ...other } = props;
  const isMarket = !outsideCurrentMonth && marketDays.includes(day.date());
  return (
    <Badge key={day.toString()} overlap="circular" color="success" variant="dot" invisible={!isMarket}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function FarmersMarketLoading() {
  const [loading, setLoading] = React.useState(true);
  const [marketDays, setMarketDays] = React.useState<number[]>([]);
  const request = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchMarketDays(month, controller.signal)
      .then((days) => {
        setMarketDays(days);
        setLoading(false);
      })
      .catch(() => {});
  }, []);

  React.useEffect(() => {
    load(dayjs('2026-06-01'));
    return () => request.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-06-06')}
        loading={loading}
        onMonthChange={load}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: MarketDay }}
        slotProps={{ day: { marketDays } as Partial<PickersDayProps> }}
      />
    </LocalizationProvider>
  );
}
