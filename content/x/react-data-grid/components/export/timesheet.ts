import type { GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../../demo-data/random';

/** One logged block of work. */
export interface TimeEntry {
  id: number;
  /** ISO date, e.g. `2026-06-03`. */
  day: string;
  person: string;
  project: string;
  task: string;
  hours: number;
  billable: boolean;
}

const PEOPLE = ['Aroha Ngata', 'Bjørn Nyberg', 'Esi Mensah', 'Mateo Rojas', 'Sakura Sato'];
const PROJECTS = { 'Harbour app': ['Sprint review', 'Bug fixing', 'Map screen'], 'Billing revamp': ['Invoice PDF', 'Tax rules'], Internal: ['Hiring', 'Training'] } as const;

/** `count` time entries in June 2026, the same for the same `seed`; ids run from 1. */
export function createTimesheet(count: number, seed: number): TimeEntry[] {
  const random = createRandom(seed);
  const projects = Object.keys(PROJECTS) as (keyof typeof PROJECTS)[];
  return Array.from({ length: count }, (_, index) => {
    const project = random.pick(projects);
    return {
      id: index + 1,
      day: `2026-06-${String(random.int(1, 26)).padStart(2, '0')}`,
      person: random.pick(PEOPLE),
      project,
      task: random.pick(PROJECTS[project]),
      hours: random.int(1, 16) / 2,
      billable: project !== 'Internal',
    };
  });
}

/** Columns for {@link TimeEntry} rows. */
export const timesheetColumns: GridColDef<TimeEntry>[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'person', headerName: 'Person', width: 150 },
  { field: 'project', headerName: 'Project', width: 140 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 130 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 100 },
];
