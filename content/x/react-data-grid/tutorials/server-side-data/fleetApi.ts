/**
 * A stand-in for a small REST API, so the tutorial's grid runs without a back end. `fleetFetch`
 * has the signature of `fetch` and answers two routes, from a table kept in memory:
 *
 * - `GET /api/vehicles?status=&depot=&q=&sort=field:dir&offset=&limit=` → `{ items, total }`
 * - `PATCH /api/vehicles/:id` with a JSON body → the stored vehicle, or 422 with `{ error }`
 *
 * Dates travel as ISO strings, as they would over HTTP.
 */
import { createRandom, DEMO_TODAY } from '../../demo-data/random';

/** A vehicle as the API sends it. */
export interface VehicleJson {
  id: number;
  plate: string;
  model: string;
  depot: string;
  status: 'In service' | 'Service due' | 'In workshop';
  mileageKm: number;
  /** ISO date, `YYYY-MM-DD`. */
  lastServiced: string;
}

const MODELS = ['Volta e-Van', 'Kiri Cargo 3.5t', 'Norda Minibus', 'Tessel Pickup', 'Ardent Box Truck'];
const DEPOTS = ['Accra', 'Gdańsk', 'Monterrey', 'Osaka', 'Tacoma'];
const STATUSES: VehicleJson['status'][] = ['In service', 'In service', 'In service', 'Service due', 'In workshop'];

const random = createRandom(4242);
const vehicles: VehicleJson[] = Array.from({ length: 180 }, (_, index) => {
  const letters = String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25));
  return {
    id: index + 1,
    plate: `${letters}-${random.int(100, 999)}-${String.fromCharCode(65 + random.int(0, 25))}`,
    model: random.pick(MODELS),
    depot: random.pick(DEPOTS),
    status: random.pick(STATUSES),
    mileageKm: random.int(2, 380) * 1000 + random.int(0, 999),
    lastServiced: random.dateBefore(DEMO_TODAY, 400).toISOString().slice(0, 10),
  };
});

const SORTABLE = new Set(['plate', 'model', 'depot', 'status', 'mileageKm', 'lastServiced']);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function listVehicles(query: URLSearchParams): Response {
  const status = query.get('status');
  const depot = query.get('depot');
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  let items = vehicles.filter(
    (vehicle) =>
      (!status || vehicle.status === status) &&
      (!depot || vehicle.depot === depot) &&
      words.every((word) => `${vehicle.plate} ${vehicle.model}`.toLowerCase().includes(word)),
  );
  const [field, direction] = (query.get('sort') ?? '').split(':');
  if (field) {
    if (!SORTABLE.has(field)) return json({ error: `Cannot sort by ${field}` }, 400);
    const sign = direction === 'desc' ? -1 : 1;
    const key = field as keyof VehicleJson;
    items = [...items].sort((a, b) => {
      const left = a[key];
      const right = b[key];
      return sign * (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right)));
    });
  }
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? 25), 100);
  return json({ items: items.slice(offset, offset + limit), total: items.length });
}

function patchVehicle(id: number, body: Partial<VehicleJson>): Response {
  const vehicle = vehicles.find((item) => item.id === id);
  if (!vehicle) return json({ error: `No vehicle ${id}` }, 404);
  if (body.mileageKm !== undefined && (!Number.isInteger(body.mileageKm) || body.mileageKm < vehicle.mileageKm)) {
    return json({ error: `Mileage cannot go down (${vehicle.plate} has ${vehicle.mileageKm.toLocaleString('en-US')} km).` }, 422);
  }
  if (body.status !== undefined && !STATUSES.includes(body.status)) return json({ error: `Unknown status ${body.status}` }, 422);
  Object.assign(vehicle, body.mileageKm === undefined ? {} : { mileageKm: body.mileageKm }, body.status === undefined ? {} : { status: body.status });
  return json(vehicle);
}

/** Answers like `fetch` would from the fleet API, after 400 ms. */
export async function fleetFetch(input: string, init: RequestInit = {}): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const url = new URL(input, 'https://fleet.example.com');
  const match = url.pathname.match(/^\/api\/vehicles(?:\/(\d+))?$/);
  if (!match) return json({ error: 'Not found' }, 404);
  const method = (init.method ?? 'GET').toUpperCase();
  if (!match[1] && method === 'GET') return listVehicles(url.searchParams);
  if (match[1] && method === 'PATCH') return patchVehicle(Number(match[1]), JSON.parse(String(init.body ?? '{}')));
  return json({ error: 'Method not allowed' }, 405);
}

/** The depots and statuses the API knows, for the grid's filter menus. */
export const FLEET_DEPOTS = DEPOTS;
export const FLEET_STATUSES: VehicleJson['status'][] = ['In service', 'Service due', 'In workshop'];
