import type { GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../../demo-data/random';

/** Vehicle statuses. */
export const VEHICLE_STATUSES = ['On route', 'At depot', 'In service', 'Retired'] as const;

/** One delivery van of the fleet. */
export interface Vehicle {
  id: number;
  plate: string;
  model: string;
  depot: string;
  status: (typeof VEHICLE_STATUSES)[number];
  /** Odometer reading in kilometres. */
  mileage: number;
}

const MODELS = ['Cargo E-200', 'Transit Van L2', 'Sprinter 314', 'Master ZE', 'e-Ducato'];
const DEPOTS = ['Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Norwich'];

/** `count` vans, the same for the same `seed`; ids run from 1. */
export function createFleet(count: number, seed: number): Vehicle[] {
  const random = createRandom(seed);
  const letters = 'ABCDEFGHJKLMNPRSTVWXY';
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    plate: `${random.pick([...letters])}${random.pick([...letters])}${random.int(10, 74)} ${random.pick([...letters])}${random.pick([...letters])}${random.pick([...letters])}`,
    model: random.pick(MODELS),
    depot: random.pick(DEPOTS),
    status: random.pick(VEHICLE_STATUSES),
    mileage: random.int(4, 260) * 1000 + random.int(0, 999),
  }));
}

/** Columns for {@link Vehicle} rows. */
export const fleetColumns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...VEHICLE_STATUSES], width: 120 },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 130 },
];
