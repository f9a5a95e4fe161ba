/** Homes to let in Calder Bay, an invented harbour town, as Lintel's search service would return them. */

export type PropertyType = 'flat' | 'house' | 'studio' | 'loft';

export type Feature = 'pets' | 'furnished' | 'outdoor' | 'parking' | 'bills';

export interface Listing {
  id: string;
  title: string;
  neighbourhood: string;
  type: PropertyType;
  /** 0 for a studio. */
  bedrooms: number;
  bathrooms: number;
  /** Floor area in square metres. */
  area: number;
  /** Rent in whole pounds per calendar month. */
  rent: number;
  /** Average of past tenants' reviews, out of 5. */
  rating: number;
  reviews: number;
  features: Feature[];
  /** ISO date the home can be moved into. */
  availableFrom: string;
  listedDaysAgo: number;
  /** Where the pin goes on the map panel, in percent of its width and height. */
  map: { x: number; y: number };
}

const rows: [string, string, string, PropertyType, number, number, number, number, number, number, Feature[], string, number, number, number][] = [
  // id, title, neighbourhood, type, beds, baths, m², rent, rating, reviews, features, available, listed, x, y
  ['l01', 'Top-floor flat above the old chandlery', 'Old Quay', 'flat', 2, 1, 68, 1450, 4.8, 31, ['outdoor', 'furnished'], '2025-07-01', 2, 64, 60],
  ['l02', 'Brick terrace with a walled garden', 'Tanner’s Row', 'house', 3, 1, 92, 1780, 4.6, 18, ['pets', 'outdoor'], '2025-06-15', 6, 47, 44],
  ['l03', 'Studio by the Millrace weir', 'Millrace', 'studio', 0, 1, 31, 820, 4.3, 12, ['furnished', 'bills'], '2025-06-01', 1, 24, 33],
  ['l04', 'Warehouse loft with a mezzanine', 'Old Quay', 'loft', 1, 1, 74, 1620, 4.9, 44, ['furnished'], '2025-07-15', 9, 71, 66],
  ['l05', 'Family house near Northfield common', 'Northfield', 'house', 4, 2, 128, 2350, 4.7, 9, ['pets', 'outdoor', 'parking'], '2025-08-01', 3, 37, 12],
  ['l06', 'Garden flat behind the castle wall', 'Castle Mews', 'flat', 1, 1, 46, 1150, 4.5, 22, ['outdoor', 'pets'], '2025-06-20', 12, 60, 27],
  ['l07', 'Sea-view flat at the Saltings', 'The Saltings', 'flat', 2, 2, 81, 1990, 4.8, 27, ['outdoor', 'parking'], '2025-07-01', 4, 82, 79],
  ['l08', 'Ropewalk studio, bills included', 'Ropewalk', 'studio', 0, 1, 28, 760, 4.1, 15, ['bills', 'furnished'], '2025-06-08', 15, 38, 76],
  ['l09', 'Cottage at the top of Larch Hill', 'Larch Hill', 'house', 2, 1, 70, 1380, 4.9, 38, ['pets', 'outdoor', 'parking'], '2025-07-10', 20, 14, 64],
  ['l10', 'Two-bed flat over the bakery', 'Tanner’s Row', 'flat', 2, 1, 63, 1290, 4.4, 19, ['furnished'], '2025-06-25', 7, 52, 50],
  ['l11', 'Converted chapel loft', 'Castle Mews', 'loft', 2, 2, 110, 2650, 5.0, 8, ['parking'], '2025-09-01', 2, 66, 33],
  ['l12', 'Quiet one-bed by the mill leat', 'Millrace', 'flat', 1, 1, 44, 1020, 4.2, 26, ['bills'], '2025-06-12', 25, 29, 40],
  ['l13', 'Townhouse on Quay Street', 'Old Quay', 'house', 3, 2, 104, 2180, 4.6, 14, ['outdoor'], '2025-07-20', 10, 60, 69],
  ['l14', 'Flat with an allotment share', 'Northfield', 'flat', 2, 1, 72, 1240, 4.5, 11, ['outdoor', 'pets'], '2025-08-15', 5, 45, 17],
  ['l15', 'Net loft on the Saltings', 'The Saltings', 'loft', 1, 1, 58, 1540, 4.7, 21, ['furnished', 'outdoor'], '2025-06-30', 8, 88, 85],
  ['l16', 'Bay-window studio', 'Castle Mews', 'studio', 0, 1, 34, 890, 4.4, 17, ['furnished'], '2025-06-05', 30, 57, 22],
  ['l17', 'Semi-detached house with a driveway', 'Larch Hill', 'house', 3, 2, 112, 1850, 4.3, 7, ['parking', 'pets', 'outdoor'], '2025-07-05', 14, 19, 71],
  ['l18', 'Newly refitted one-bed flat', 'Ropewalk', 'flat', 1, 1, 49, 1090, 4.6, 9, ['bills'], '2025-06-18', 1, 44, 80],
  ['l19', 'Four-bed villa above the bay', 'The Saltings', 'house', 4, 3, 160, 3100, 4.8, 6, ['outdoor', 'parking'], '2025-09-15', 11, 78, 88],
  ['l20', 'Shared-garden flat near the station', 'Tanner’s Row', 'flat', 3, 1, 84, 1520, 4.2, 20, ['outdoor', 'pets'], '2025-07-01', 18, 42, 52],
  ['l21', 'Mill loft overlooking the race', 'Millrace', 'loft', 2, 1, 88, 1880, 4.7, 29, ['furnished', 'parking'], '2025-08-01', 6, 21, 42],
  ['l22', 'Compact studio on Northfield parade', 'Northfield', 'studio', 0, 1, 26, 700, 4.0, 13, ['bills'], '2025-06-01', 22, 32, 20],
];

export const listings: Listing[] = rows.map(
  ([id, title, neighbourhood, type, bedrooms, bathrooms, area, rent, rating, reviews, features, availableFrom, listedDaysAgo, x, y]) => ({
    id, title, neighbourhood, type, bedrooms, bathrooms, area, rent, rating, reviews, features, availableFrom, listedDaysAgo, map: { x, y },
  }),
);

/** The town's areas, with where their names sit on the map panel (percent). */
export const neighbourhoods = [
  { name: 'Northfield', x: 41, y: 6 },
  { name: 'Castle Mews', x: 70, y: 18 },
  { name: 'Millrace', x: 14, y: 27 },
  { name: 'Tanner’s Row', x: 50, y: 38 },
  { name: 'Larch Hill', x: 10, y: 55 },
  { name: 'Old Quay', x: 74, y: 54 },
  { name: 'Ropewalk', x: 34, y: 88 },
  { name: 'The Saltings', x: 88, y: 94 },
];
