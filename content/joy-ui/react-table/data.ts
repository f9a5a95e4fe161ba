export type Order = {
  id: string;
  customer: string;
  city: string;
  items: number;
  total: number;
  status: 'Paid' | 'Pending' | 'Refunded' | 'Cancelled';
};

export const orders: Order[] = [
  { id: 'SO-1041', customer: 'Hannah Okoye', city: 'Lagos', items: 3, total: 128.4, status: 'Paid' },
  { id: 'SO-1042', customer: 'Mateo Rossi', city: 'Turin', items: 1, total: 39.9, status: 'Pending' },
  { id: 'SO-1043', customer: 'Siri Halvorsen', city: 'Bergen', items: 5, total: 264.0, status: 'Paid' },
  { id: 'SO-1044', customer: 'Jae-won Park', city: 'Busan', items: 2, total: 76.5, status: 'Refunded' },
  { id: 'SO-1045', customer: 'Amélie Laurent', city: 'Lyon', items: 4, total: 189.2, status: 'Paid' },
  { id: 'SO-1046', customer: 'Tunde Bakare', city: 'Accra', items: 1, total: 18.0, status: 'Cancelled' },
  { id: 'SO-1047', customer: 'Lucía Navarro', city: 'Seville', items: 6, total: 312.75, status: 'Paid' },
  { id: 'SO-1048', customer: 'Oskar Lind', city: 'Malmö', items: 2, total: 58.3, status: 'Pending' },
  { id: 'SO-1049', customer: 'Priya Nair', city: 'Kochi', items: 3, total: 97.6, status: 'Paid' },
  { id: 'SO-1050', customer: 'Felix Wagner', city: 'Graz', items: 1, total: 45.0, status: 'Paid' },
  { id: 'SO-1051', customer: 'Nadia Rahman', city: 'Dhaka', items: 2, total: 66.9, status: 'Pending' },
  { id: 'SO-1052', customer: 'Ewan Fraser', city: 'Dundee', items: 7, total: 401.1, status: 'Paid' },
];

// A fixed format, so the server and the browser print the same text.
export const money = (value: number) => `€${value.toFixed(2)}`;
