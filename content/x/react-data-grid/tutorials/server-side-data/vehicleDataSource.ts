import type { GridDataSource, GridGetRowsParams } from '@mui/x-data-grid';
import type { VehicleJson } from './fleetApi';

/** A vehicle as the grid holds it: the same fields, with a real `Date`. */
export type VehicleRow = Omit<VehicleJson, 'lastServiced'> & { lastServiced: Date };

/** Something with the signature of `fetch`: the real one in an app, `fleetFetch` in the demos. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Step 2: the grid's request as the API's query string. */
export function toQuery(params: GridGetRowsParams): URLSearchParams {
  const query = new URLSearchParams();
  const start = Number(params.start);
  query.set('offset', String(start));
  query.set('limit', String(params.end - start + 1));

  const [sort] = params.sortModel;
  if (sort?.sort) query.set('sort', `${sort.field}:${sort.sort}`);

  for (const item of params.filterModel.items) {
    // The columns only offer "is" on status and depot, so that is all that can arrive.
    if ((item.field === 'status' || item.field === 'depot') && item.value) query.set(item.field, String(item.value));
  }
  const words = params.filterModel.quickFilterValues?.filter(Boolean) ?? [];
  if (words.length) query.set('q', words.join(' '));
  return query;
}

function toRow(vehicle: VehicleJson): VehicleRow {
  return { ...vehicle, lastServiced: new Date(vehicle.lastServiced) };
}

async function readJson<T>(response: Response): Promise<T> {
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `The fleet API answered ${response.status}`);
  return body as T;
}

/** Steps 3 and 6: the data source, over any `fetch`-like function; `onSaved` hears of each save. */
export function createVehicleDataSource(fetcher: Fetcher, onSaved?: (vehicle: VehicleRow) => void): GridDataSource {
  return {
    async getRows(params) {
      const page = await readJson<{ items: VehicleJson[]; total: number }>(await fetcher(`/api/vehicles?${toQuery(params)}`));
      return { rows: page.items.map(toRow), rowCount: page.total };
    },
    async updateRow({ rowId, updatedRow, previousRow }) {
      // Send only what changed; the API owns everything else.
      const changes: Partial<VehicleJson> = {};
      if (updatedRow.mileageKm !== previousRow.mileageKm) changes.mileageKm = Number(updatedRow.mileageKm);
      if (updatedRow.status !== previousRow.status) changes.status = updatedRow.status;
      const response = await fetcher(`/api/vehicles/${rowId}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(changes),
      });
      const saved = toRow(await readJson<VehicleJson>(response));
      onSaved?.(saved);
      return saved;
    },
  };
}
