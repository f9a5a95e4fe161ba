/** Sample orders of Saltmarsh Pottery, an invented studio selling stoneware online and at markets. */

export type OrderStatus = 'to-pack' | 'shipped' | 'delivered' | 'refunded' | 'cancelled';

export type Channel = 'Web shop' | 'Market stall' | 'Wholesale';

export interface OrderLine {
  product: string;
  glaze: string;
  quantity: number;
  /** Unit price in pence. */
  unitPrice: number;
}

export interface Order {
  id: string;
  /** ISO date and time, UTC. */
  placedAt: string;
  customer: { name: string; email: string; city: string };
  channel: Channel;
  status: OrderStatus;
  lines: OrderLine[];
  /** Shipping in pence. */
  shipping: number;
  note?: string;
}

/** "Now" for the sample data, so relative dates never drift. */
export const TODAY = '2025-03-14T16:00:00Z';

const mug = (glaze: string, quantity = 1): OrderLine => ({ product: 'Harbour mug', glaze, quantity, unitPrice: 2400 });
const bowl = (glaze: string, quantity = 1): OrderLine => ({ product: 'Tide bowl', glaze, quantity, unitPrice: 3200 });
const plate = (glaze: string, quantity = 1): OrderLine => ({ product: 'Dinner plate', glaze, quantity, unitPrice: 2800 });
const jug = (glaze: string): OrderLine => ({ product: 'Pouring jug', glaze, quantity: 1, unitPrice: 4600 });
const vase = (glaze: string): OrderLine => ({ product: 'Bud vase', glaze, quantity: 1, unitPrice: 1900 });

export const orders: Order[] = [
  { id: 'SP-2188', placedAt: '2025-03-14T14:12:00Z', customer: { name: 'Maeve Doherty', email: 'maeve.doherty@example.com', city: 'Galway' }, channel: 'Web shop', status: 'to-pack', lines: [mug('Seafoam', 2), vase('Oat')], shipping: 650, note: 'A gift: please leave out the receipt.' },
  { id: 'SP-2187', placedAt: '2025-03-14T11:40:00Z', customer: { name: 'Tomasz Wójcik', email: 'tomasz.w@example.com', city: 'Bristol' }, channel: 'Web shop', status: 'to-pack', lines: [plate('Slate', 4), bowl('Slate', 4)], shipping: 1200 },
  { id: 'SP-2186', placedAt: '2025-03-14T09:05:00Z', customer: { name: 'The Gannet Café', email: 'orders@gannetcafe.example', city: 'St Ives' }, channel: 'Wholesale', status: 'to-pack', lines: [mug('Oat', 24), mug('Seafoam', 12)], shipping: 0, note: 'Deliver to the back door before 10 am.' },
  { id: 'SP-2185', placedAt: '2025-03-13T17:22:00Z', customer: { name: 'Helen Achterberg', email: 'h.achterberg@example.com', city: 'York' }, channel: 'Web shop', status: 'shipped', lines: [jug('Ink')], shipping: 650 },
  { id: 'SP-2184', placedAt: '2025-03-13T15:48:00Z', customer: { name: 'Ravi Menon', email: 'ravi.menon@example.com', city: 'Leicester' }, channel: 'Web shop', status: 'shipped', lines: [bowl('Seafoam', 2), vase('Ink')], shipping: 650 },
  { id: 'SP-2183', placedAt: '2025-03-13T10:30:00Z', customer: { name: 'Orla Brennan', email: 'orla.b@example.com', city: 'Cork' }, channel: 'Market stall', status: 'delivered', lines: [mug('Ink'), mug('Oat')], shipping: 0 },
  { id: 'SP-2182', placedAt: '2025-03-12T19:02:00Z', customer: { name: 'Sam Okonkwo', email: 'sam.okonkwo@example.com', city: 'Manchester' }, channel: 'Web shop', status: 'shipped', lines: [plate('Oat', 2)], shipping: 650 },
  { id: 'SP-2181', placedAt: '2025-03-12T13:15:00Z', customer: { name: 'Lucía Ferrer', email: 'lucia.ferrer@example.com', city: 'Brighton' }, channel: 'Web shop', status: 'cancelled', lines: [jug('Seafoam')], shipping: 650, note: 'Cancelled by the customer before packing.' },
  { id: 'SP-2180', placedAt: '2025-03-12T08:50:00Z', customer: { name: 'Fern & Flint Homeware', email: 'buying@fernflint.example', city: 'Bath' }, channel: 'Wholesale', status: 'delivered', lines: [vase('Oat'), vase('Ink'), vase('Seafoam'), bowl('Oat', 6)], shipping: 0 },
  { id: 'SP-2179', placedAt: '2025-03-11T16:37:00Z', customer: { name: 'Gwen Pryce', email: 'gwen.pryce@example.com', city: 'Cardiff' }, channel: 'Web shop', status: 'delivered', lines: [mug('Slate', 2)], shipping: 650 },
  { id: 'SP-2178', placedAt: '2025-03-11T12:20:00Z', customer: { name: 'Jonas Lindqvist', email: 'jonas.l@example.com', city: 'Edinburgh' }, channel: 'Web shop', status: 'refunded', lines: [bowl('Ink')], shipping: 650, note: 'Arrived chipped; refunded in full.' },
  { id: 'SP-2177', placedAt: '2025-03-10T18:11:00Z', customer: { name: 'Amara Nwosu', email: 'amara.nwosu@example.com', city: 'London' }, channel: 'Web shop', status: 'delivered', lines: [plate('Seafoam', 6), bowl('Seafoam', 6)], shipping: 1200 },
  { id: 'SP-2176', placedAt: '2025-03-09T11:00:00Z', customer: { name: 'Peter Haigh', email: 'peter.haigh@example.com', city: 'Whitby' }, channel: 'Market stall', status: 'delivered', lines: [jug('Oat'), mug('Oat', 2)], shipping: 0 },
  { id: 'SP-2175', placedAt: '2025-03-09T10:24:00Z', customer: { name: 'Chloé Marchand', email: 'chloe.m@example.com', city: 'Norwich' }, channel: 'Market stall', status: 'delivered', lines: [vase('Seafoam')], shipping: 0 },
  { id: 'SP-2174', placedAt: '2025-03-08T20:45:00Z', customer: { name: 'Daniel Acheampong', email: 'dan.acheampong@example.com', city: 'Leeds' }, channel: 'Web shop', status: 'delivered', lines: [mug('Ink', 4)], shipping: 650 },
  { id: 'SP-2173', placedAt: '2025-03-08T09:13:00Z', customer: { name: 'Isla Murray', email: 'isla.murray@example.com', city: 'Aberdeen' }, channel: 'Web shop', status: 'refunded', lines: [plate('Ink', 2)], shipping: 650, note: 'Wrong glaze sent; customer kept the plates at half price.' },
  { id: 'SP-2172', placedAt: '2025-03-07T15:30:00Z', customer: { name: 'Harbour Light Deli', email: 'hello@harbourdeli.example', city: 'Falmouth' }, channel: 'Wholesale', status: 'delivered', lines: [bowl('Slate', 12), plate('Slate', 12)], shipping: 0 },
  { id: 'SP-2171', placedAt: '2025-03-07T08:58:00Z', customer: { name: 'Noor Haddad', email: 'noor.haddad@example.com', city: 'Oxford' }, channel: 'Web shop', status: 'delivered', lines: [vase('Oat'), mug('Seafoam')], shipping: 650 },
  { id: 'SP-2170', placedAt: '2025-03-06T17:40:00Z', customer: { name: 'Callum Reid', email: 'callum.reid@example.com', city: 'Dundee' }, channel: 'Web shop', status: 'delivered', lines: [jug('Slate'), bowl('Slate', 2)], shipping: 650 },
  { id: 'SP-2169', placedAt: '2025-03-06T10:05:00Z', customer: { name: 'Ana Sousa', email: 'ana.sousa@example.com', city: 'Exeter' }, channel: 'Web shop', status: 'delivered', lines: [mug('Oat', 2)], shipping: 650 },
  { id: 'SP-2168', placedAt: '2025-03-05T14:27:00Z', customer: { name: 'Ben Whitaker', email: 'ben.whitaker@example.com', city: 'Sheffield' }, channel: 'Web shop', status: 'cancelled', lines: [plate('Seafoam', 4)], shipping: 650, note: 'Payment failed twice.' },
  { id: 'SP-2167', placedAt: '2025-03-04T12:12:00Z', customer: { name: 'Mira Kapoor', email: 'mira.kapoor@example.com', city: 'Birmingham' }, channel: 'Web shop', status: 'delivered', lines: [bowl('Oat', 4)], shipping: 650 },
];

export function orderTotal(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) + order.shipping;
}

export function itemCount(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}
