import type { GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../demo-data/random';

/** One vehicle of a delivery fleet. */
export interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  status: 'On route' | 'At depot' | 'In service';
  /** Odometer, km. */
  mileage: number;
  /** Battery or fuel level, 0..100. */
  charge: number;
  lastCheck: Date;
}

const MODELS = ['eCargo 300', 'Transit Van', 'Urban EV', 'Sprinter 316', 'Kangoo E-Tech'];
const DEPOTS = ['North', 'Harbour', 'Airport', 'Westgate'];
const STATUSES: Vehicle['status'][] = ['On route', 'At depot', 'In service'];

/** `count` vehicles, the same for the same `seed`; ids run from 1. */
export function createFleet(count: number, seed = 5): Vehicle[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    plate: `FL-${String(100 + index * 7).padStart(3, '0')}-${String.fromCharCode(65 + (index % 26))}`,
    model: random.pick(MODELS),
    depot: random.pick(DEPOTS),
    status: random.pick(STATUSES),
    mileage: random.int(4, 180) * 1000 + random.int(0, 999),
    charge: random.int(5, 100),
    lastCheck: random.dateBefore(new Date(Date.UTC(2026, 5, 30)), 200),
  }));
}

/** The fleet every demo of this page shows. */
export const fleet: Vehicle[] = createFleet(75);

/** Columns shared by the demos. */
export const fleetColumns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'model', headerName: 'Model', width: 150 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'charge', headerName: 'Charge %', type: 'number', width: 110 },
  {
    field: 'lastCheck',
    headerName: 'Last check',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => value.toLocaleDateString('en-GB', { timeZone: 'UTC' }),
  },
];
