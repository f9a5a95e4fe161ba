import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

/** Read by screen readers, not drawn. */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Round, separated day buttons instead of one joined bar. */
const DayPicker = styled(ToggleButtonGroup)(({ theme }) => {
  // theme.vars holds CSS variables, so the colours follow light and dark mode.
  const palette = (theme.vars ?? theme).palette;
  return {
    gap: theme.spacing(1),
    flexWrap: 'wrap',
    [`& .${toggleButtonGroupClasses.grouped}`]: {
      width: 40,
      height: 40,
      border: `1px solid ${palette.divider}`,
      borderRadius: '50%',
      fontWeight: 600,
      marginLeft: 0,
    },
    [`& .${toggleButtonGroupClasses.grouped}.${toggleButtonClasses.selected} + .${toggleButtonGroupClasses.grouped}`]: {
      borderLeft: `1px solid ${palette.divider}`,
    },
    [`& .${toggleButtonClasses.selected}, & .${toggleButtonClasses.selected}:hover`]: {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
  };
});

export default function AlarmDaysToggle() {
  const [repeat, setRepeat] = React.useState(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

  return (
    <Stack spacing={1}>
      <Typography component="p" variant="subtitle1">
        Alarm 06:45 · repeats on
      </Typography>
      <DayPicker value={repeat} onChange={(_, next: string[]) => setRepeat(next)} aria-label="Repeat alarm on">
        {days.map((day) => (
          <ToggleButton key={day} value={day}>
            <span aria-hidden="true">{day.slice(0, 2)}</span>
            <Box component="span" sx={srOnly}>
              {day}
            </Box>
          </ToggleButton>
        ))}
      </DayPicker>
      <Typography variant="body2" role="status">
        {repeat.length ? `${repeat.length} day${repeat.length > 1 ? 's' : ''} a week` : 'Rings once, tomorrow'}
      </Typography>
    </Stack>
  );
}
