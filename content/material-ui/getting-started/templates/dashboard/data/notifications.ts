export interface AppNotification {
  id: number;
  title: string;
  detail: string;
  when: string;
}

export const initialNotifications: AppNotification[] = [
  {
    id: 1,
    title: 'Rate card approved',
    detail: 'Vela Rail Cargo’s Q4 rates are live from 1 October.',
    when: '9 min ago',
  },
  {
    id: 2,
    title: 'Dock 4 is back in service',
    detail: 'Leipzig hub reopened after the forklift repair.',
    when: '42 min ago',
  },
  { id: 3, title: 'Monthly report ready', detail: 'August carrier scorecards can be downloaded.', when: '3 h ago' },
];
