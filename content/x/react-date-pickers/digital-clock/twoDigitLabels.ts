import type { PickersLocaleText } from '@mui/x-date-pickers';

/**
 * Names for the options of a multi-section clock that use the digits it shows ("09 hours", not
 * the default "9 hours"), so each option's visible text is part of its accessible name and a
 * voice-control user can say what they see.
 */
export const twoDigitLabels: Partial<PickersLocaleText> = {
  hoursClockNumberText: (hours) => `${hours.padStart(2, '0')} hours`,
  minutesClockNumberText: (minutes) => `${minutes.padStart(2, '0')} minutes`,
  secondsClockNumberText: (seconds) => `${seconds.padStart(2, '0')} seconds`,
};
