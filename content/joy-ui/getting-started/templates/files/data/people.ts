/** The people of Fennel & Finch Films, the two-person documentary studio whose files fill the sample drive. */

export interface Person {
  id: string;
  name: string;
  role: string;
}

export const people: Person[] = [
  { id: 'mara', name: 'Mara Quinn', role: 'Director, co-founder' },
  { id: 'jonah', name: 'Jonah Finch', role: 'Producer, co-founder' },
  { id: 'elsie', name: 'Elsie Varga', role: 'Editor (freelance)' },
  { id: 'tomas', name: 'Tomás Adeyemi', role: 'Sound recordist (freelance)' },
];

/** The signed-in user. */
export const ME = 'mara';

export function personName(id: string): string {
  if (id === ME) {
    return 'You';
  }
  return people.find((person) => person.id === id)?.name ?? 'Someone';
}
