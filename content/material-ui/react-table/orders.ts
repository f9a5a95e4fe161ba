export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Refunded';

export interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

export interface Order {
  id: string;
  customer: string;
  placedOn: string; // ISO date
  status: OrderStatus;
  total: number;
  lines: OrderLine[];
}

export const orders: Order[] = [
  {
    id: 'ORD-1042',
    customer: 'Hanna Kowalski',
    placedOn: '2025-03-02',
    status: 'Delivered',
    total: 184.5,
    lines: [
      { sku: 'MUG-BLU', product: 'Stoneware mug, blue', quantity: 3, unitPrice: 18.5 },
      { sku: 'KTL-STL', product: 'Stovetop kettle', quantity: 1, unitPrice: 129 },
    ],
  },
  {
    id: 'ORD-1043',
    customer: 'Tomás Ferreira',
    placedOn: '2025-03-02',
    status: 'Shipped',
    total: 62,
    lines: [
      { sku: 'TEA-ERL', product: 'Earl Grey, 250 g', quantity: 2, unitPrice: 14 },
      { sku: 'INF-MSH', product: 'Mesh infuser', quantity: 4, unitPrice: 8.5 },
    ],
  },
  {
    id: 'ORD-1044',
    customer: 'Aiko Tanaka',
    placedOn: '2025-03-03',
    status: 'Processing',
    total: 347.2,
    lines: [
      { sku: 'GRN-BRR', product: 'Burr grinder', quantity: 1, unitPrice: 289 },
      { sku: 'BNS-ETH', product: 'Ethiopia beans, 1 kg', quantity: 2, unitPrice: 29.1 },
    ],
  },
  {
    id: 'ORD-1045',
    customer: 'Olusegun Adeyemi',
    placedOn: '2025-03-04',
    status: 'Delivered',
    total: 45,
    lines: [{ sku: 'FLT-PAP', product: 'Paper filters, 200 pack', quantity: 5, unitPrice: 9 }],
  },
  {
    id: 'ORD-1046',
    customer: 'Mira Lindqvist',
    placedOn: '2025-03-05',
    status: 'Refunded',
    total: 129,
    lines: [{ sku: 'KTL-STL', product: 'Stovetop kettle', quantity: 1, unitPrice: 129 }],
  },
  {
    id: 'ORD-1047',
    customer: 'Dev Patel',
    placedOn: '2025-03-05',
    status: 'Shipped',
    total: 88.4,
    lines: [
      { sku: 'MUG-GRN', product: 'Stoneware mug, green', quantity: 2, unitPrice: 18.5 },
      { sku: 'BNS-COL', product: 'Colombia beans, 1 kg', quantity: 2, unitPrice: 25.7 },
    ],
  },
  {
    id: 'ORD-1048',
    customer: 'Chloé Martin',
    placedOn: '2025-03-06',
    status: 'Processing',
    total: 216,
    lines: [
      { sku: 'PRS-FRN', product: 'French press, 1 l', quantity: 2, unitPrice: 54 },
      { sku: 'SCL-DIG', product: 'Digital scale', quantity: 2, unitPrice: 54 },
    ],
  },
  {
    id: 'ORD-1049',
    customer: 'Rafael Ortega',
    placedOn: '2025-03-07',
    status: 'Delivered',
    total: 27,
    lines: [{ sku: 'TEA-SEN', product: 'Sencha, 100 g', quantity: 3, unitPrice: 9 }],
  },
  {
    id: 'ORD-1050',
    customer: 'Ingrid Solberg',
    placedOn: '2025-03-08',
    status: 'Shipped',
    total: 412.9,
    lines: [
      { sku: 'ESP-MAN', product: 'Manual espresso lever', quantity: 1, unitPrice: 379 },
      { sku: 'TMP-58', product: 'Tamper, 58 mm', quantity: 1, unitPrice: 33.9 },
    ],
  },
  {
    id: 'ORD-1051',
    customer: 'Kwame Mensah',
    placedOn: '2025-03-09',
    status: 'Delivered',
    total: 74,
    lines: [
      { sku: 'PRS-FRN', product: 'French press, 1 l', quantity: 1, unitPrice: 54 },
      { sku: 'SPN-WOD', product: 'Wooden stirrer set', quantity: 2, unitPrice: 10 },
    ],
  },
  {
    id: 'ORD-1052',
    customer: 'Lucía Romero',
    placedOn: '2025-03-10',
    status: 'Processing',
    total: 58.2,
    lines: [{ sku: 'BNS-ETH', product: 'Ethiopia beans, 1 kg', quantity: 2, unitPrice: 29.1 }],
  },
  {
    id: 'ORD-1053',
    customer: 'Noah Fischer',
    placedOn: '2025-03-11',
    status: 'Shipped',
    total: 151,
    lines: [
      { sku: 'KTL-STL', product: 'Stovetop kettle', quantity: 1, unitPrice: 129 },
      { sku: 'FLT-PAP', product: 'Paper filters, 200 pack', quantity: 2, unitPrice: 11 },
    ],
  },
  {
    id: 'ORD-1054',
    customer: 'Yara Haddad',
    placedOn: '2025-03-12',
    status: 'Delivered',
    total: 37,
    lines: [{ sku: 'MUG-BLU', product: 'Stoneware mug, blue', quantity: 2, unitPrice: 18.5 }],
  },
  {
    id: 'ORD-1055',
    customer: 'Piotr Nowak',
    placedOn: '2025-03-13',
    status: 'Refunded',
    total: 54,
    lines: [{ sku: 'SCL-DIG', product: 'Digital scale', quantity: 1, unitPrice: 54 }],
  },
];

export const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
