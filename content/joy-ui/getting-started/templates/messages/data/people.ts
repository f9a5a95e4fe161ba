/** The crew of "Salt and Lamplight", a new play in rehearsal at the invented Lantern Street Theatre. */

export type Presence = 'online' | 'away' | 'offline';

export interface Person {
  id: string;
  name: string;
  role: string;
  presence: Presence;
}

export const people: Person[] = [
  { id: 'theo', name: 'Theo Marsh', role: 'Stage manager', presence: 'online' },
  { id: 'priya', name: 'Priya Nair', role: 'Director', presence: 'online' },
  { id: 'dana', name: 'Dana Okafor', role: 'Lighting designer', presence: 'online' },
  { id: 'felix', name: 'Felix Brandt', role: 'Sound designer', presence: 'away' },
  { id: 'ines', name: 'Ines Romero', role: 'Costume supervisor', presence: 'offline' },
  { id: 'sam', name: 'Sam Whitlock', role: 'Props', presence: 'online' },
  { id: 'marcus', name: 'Marcus Lee', role: 'Head of construction', presence: 'offline' },
  { id: 'ruth', name: 'Ruth Abernethy', role: 'Front of house manager', presence: 'away' },
];

/** The signed-in person. */
export const ME = 'theo';

export const presenceLabel: Record<Presence, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

export function person(id: string): Person {
  return people.find((entry) => entry.id === id) ?? { id, name: 'Unknown', role: '', presence: 'offline' };
}
