export type Channel = 'email' | 'app';

export interface NotificationTopic {
  id: string;
  title: string;
  description: string;
  /** Channels switched on by default. */
  channels: Channel[];
}

export const channelLabels: Record<Channel, string> = { email: 'Email', app: 'Phone app' };

/** What Wrenfield can tell a member of staff about, and how it does by default. */
export const notificationTopics: NotificationTopic[] = [
  {
    id: 'rota-published',
    title: 'Rota published',
    description: 'When next month’s rota goes live, with your shifts listed.',
    channels: ['email', 'app'],
  },
  {
    id: 'swap-requests',
    title: 'Shift swap requests',
    description: 'A colleague asks to swap a shift with you.',
    channels: ['app'],
  },
  {
    id: 'time-off',
    title: 'Time off decisions',
    description: 'Your leave request is approved or turned down.',
    channels: ['email', 'app'],
  },
  {
    id: 'on-call-reminder',
    title: 'On-call reminders',
    description: 'The evening before an on-call night, at 6 pm.',
    channels: ['app'],
  },
  {
    id: 'weekly-summary',
    title: 'Weekly hours summary',
    description: 'Your hours against your contract, every Monday morning.',
    channels: [],
  },
];

export const quietHourOptions = [
  { value: 'off', label: 'Off: notify me any time' },
  { value: '21-07', label: '21:00 to 07:00' },
  { value: '22-06', label: '22:00 to 06:00' },
  { value: 'not-on-call', label: 'Always, except on on-call nights' },
];
