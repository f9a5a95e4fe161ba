import { createEmployees } from '../../demo-data/employees';
import { createRandom } from '../../demo-data/random';

/** Kinds of absence, with the letter shown in a cell and its colours (AA contrast in both modes). */
export const ABSENCE_KINDS = {
  vacation: { label: 'Vacation', letter: 'V', bg: 'primary.main', fg: 'primary.contrastText' },
  sick: { label: 'Sick leave', letter: 'S', bg: 'error.dark', fg: 'common.white' },
  training: { label: 'Training', letter: 'T', bg: 'secondary.main', fg: 'secondary.contrastText' },
} as const;

export type AbsenceKind = keyof typeof ABSENCE_KINDS;

/** The calendar shows July 2026: 31 days, the first a Wednesday. */
export const YEAR = 2026;
export const MONTH = 6;
export const DAYS = Array.from({ length: 31 }, (_, index) => {
  const date = new Date(Date.UTC(YEAR, MONTH, index + 1));
  return {
    day: index + 1,
    field: `d${index + 1}`,
    weekday: date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
    long: date.toLocaleDateString('en-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    weekend: date.getUTCDay() === 0 || date.getUTCDay() === 6,
  };
});

/** Weeks of the month, Monday to Sunday, as lists of day numbers. */
export const WEEKS = DAYS.reduce<number[][]>((weeks, { day, weekday }) => {
  if (weeks.length === 0 || weekday === 'Mon') weeks.push([]);
  weeks[weeks.length - 1].push(day);
  return weeks;
}, []);

export interface Person {
  id: number;
  name: string;
  team: string;
}

export const PEOPLE: Person[] = createEmployees(12, 4).map((employee) => ({
  id: employee.id,
  name: `${employee.firstName} ${employee.lastName}`,
  team: employee.department,
}));

/** Absences per person id and day number. */
export type Schedule = Record<number, Record<number, AbsenceKind>>;

/** A seeded starting schedule: a vacation block for some people, a few single days for others. */
export function initialSchedule(): Schedule {
  const random = createRandom(21);
  const schedule: Schedule = {};
  for (const person of PEOPLE) {
    const days: Record<number, AbsenceKind> = {};
    if (random.chance(0.5)) {
      const start = random.int(1, 24);
      for (let day = start; day < start + random.int(3, 7); day += 1) {
        if (!DAYS[day - 1].weekend) days[day] = 'vacation';
      }
    }
    if (random.chance(0.4)) {
      const day = random.int(1, 31);
      if (!DAYS[day - 1].weekend) days[day] = random.chance(0.5) ? 'sick' : 'training';
    }
    schedule[person.id] = days;
  }
  return schedule;
}
