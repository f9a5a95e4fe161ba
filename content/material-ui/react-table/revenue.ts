export interface RegionRevenue {
  region: string;
  // Monthly revenue in thousands of dollars, January to June.
  months: [number, number, number, number, number, number];
}

export const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] as const;

export const regionRevenue: RegionRevenue[] = [
  { region: 'Nordics', months: [41.2, 38.9, 44.0, 47.5, 51.3, 49.8] },
  { region: 'Iberia', months: [28.4, 30.1, 33.7, 35.2, 39.9, 42.6] },
  { region: 'Benelux', months: [36.0, 34.8, 37.1, 36.4, 38.2, 40.5] },
  { region: 'Baltics', months: [12.7, 13.3, 15.0, 16.8, 17.1, 18.4] },
];
