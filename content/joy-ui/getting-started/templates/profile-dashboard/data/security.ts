export interface SignedInDevice {
  id: string;
  name: string;
  kind: 'laptop' | 'phone' | 'tablet';
  place: string;
  /** Human wording of the last activity, as the server sends it. */
  lastActive: string;
  current?: boolean;
}

export const passwordChanged = '4 months ago';

export const devices: SignedInDevice[] = [
  { id: 'd1', name: 'Firefox on Windows', kind: 'laptop', place: 'Mill Lane surgery', lastActive: 'Active now', current: true },
  { id: 'd2', name: 'Wrenfield app on Pixel 8', kind: 'phone', place: 'Leeds', lastActive: '2 hours ago' },
  { id: 'd3', name: 'Safari on iPad', kind: 'tablet', place: 'Prep room, Mill Lane', lastActive: 'Yesterday' },
  { id: 'd4', name: 'Chrome on macOS', kind: 'laptop', place: 'Harrogate', lastActive: '12 days ago' },
];
