import type { TransportMode } from './metrics';

export const shipmentStatuses = ['Booked', 'In transit', 'At customs', 'Delayed', 'Delivered'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export interface Shipment {
  id: string;
  customer: string;
  origin: string;
  destination: string;
  mode: TransportMode;
  carrier: string;
  status: ShipmentStatus;
  /** Local date and time of the expected delivery, without a zone, so it reads the same everywhere. */
  eta: string;
  weightKg: number;
}

// One shipment a line, so the table reads like the grid it feeds.
// prettier-ignore
export const shipments: Shipment[] = [
  { id: 'QF-58231', customer: 'Brightwater Foods', origin: 'Rotterdam', destination: 'Leipzig', mode: 'Road', carrier: 'Ostrander Haulage', status: 'In transit', eta: '2025-09-22T14:00', weightKg: 11840 },
  { id: 'QF-58229', customer: 'Oriel Medical', origin: 'Frankfurt', destination: 'Dublin', mode: 'Air', carrier: 'Bluefin Air Freight', status: 'Delayed', eta: '2025-09-22T09:30', weightKg: 640 },
  { id: 'QF-58226', customer: 'Hartfield Tools', origin: 'Gdańsk', destination: 'Prague', mode: 'Rail', carrier: 'Vela Rail Cargo', status: 'In transit', eta: '2025-09-23T06:00', weightKg: 21300 },
  { id: 'QF-58224', customer: 'Kettle & Pine', origin: 'Felixstowe', destination: 'Manchester', mode: 'Road', carrier: 'Marlow Express', status: 'Delivered', eta: '2025-09-21T16:45', weightKg: 5210 },
  { id: 'QF-58219', customer: 'Tidewell Marine', origin: 'Valencia', destination: 'Genoa', mode: 'Sea', carrier: 'Kestrel Line', status: 'At customs', eta: '2025-09-24T12:00', weightKg: 38400 },
  { id: 'QF-58217', customer: 'Nimbus Outdoor', origin: 'Antwerp', destination: 'Lyon', mode: 'Road', carrier: 'Ostrander Haulage', status: 'Booked', eta: '2025-09-25T10:00', weightKg: 7620 },
  { id: 'QF-58212', customer: 'Selby Ceramics', origin: 'Hamburg', destination: 'Vienna', mode: 'Rail', carrier: 'Vela Rail Cargo', status: 'In transit', eta: '2025-09-23T18:30', weightKg: 16950 },
  { id: 'QF-58208', customer: 'Arden Pharma', origin: 'Basel', destination: 'Madrid', mode: 'Air', carrier: 'Bluefin Air Freight', status: 'Delivered', eta: '2025-09-21T08:15', weightKg: 420 },
  { id: 'QF-58203', customer: 'Mosaic Home', origin: 'Le Havre', destination: 'Paris', mode: 'Road', carrier: 'Marlow Express', status: 'Delayed', eta: '2025-09-22T17:00', weightKg: 9080 },
  { id: 'QF-58199', customer: 'Corvid Electronics', origin: 'Bremerhaven', destination: 'Warsaw', mode: 'Rail', carrier: 'Vela Rail Cargo', status: 'At customs', eta: '2025-09-24T07:45', weightKg: 18760 },
  { id: 'QF-58194', customer: 'Brightwater Foods', origin: 'Rotterdam', destination: 'Brussels', mode: 'Road', carrier: 'Ostrander Haulage', status: 'Delivered', eta: '2025-09-20T11:30', weightKg: 12400 },
  { id: 'QF-58190', customer: 'Oriel Medical', origin: 'Cork', destination: 'Liverpool', mode: 'Sea', carrier: 'Kestrel Line', status: 'In transit', eta: '2025-09-23T15:00', weightKg: 6150 },
  { id: 'QF-58186', customer: 'Hartfield Tools', origin: 'Milan', destination: 'Munich', mode: 'Road', carrier: 'Marlow Express', status: 'In transit', eta: '2025-09-22T19:20', weightKg: 8730 },
  { id: 'QF-58181', customer: 'Nimbus Outdoor', origin: 'Copenhagen', destination: 'Oslo', mode: 'Sea', carrier: 'Kestrel Line', status: 'Booked', eta: '2025-09-26T09:00', weightKg: 24100 },
  { id: 'QF-58177', customer: 'Arden Pharma', origin: 'Lyon', destination: 'Barcelona', mode: 'Road', carrier: 'Ostrander Haulage', status: 'In transit', eta: '2025-09-22T21:10', weightKg: 3380 },
  { id: 'QF-58172', customer: 'Kettle & Pine', origin: 'Southampton', destination: 'Bilbao', mode: 'Sea', carrier: 'Kestrel Line', status: 'Delayed', eta: '2025-09-25T06:30', weightKg: 19870 },
  { id: 'QF-58168', customer: 'Selby Ceramics', origin: 'Stuttgart', destination: 'Zurich', mode: 'Road', carrier: 'Marlow Express', status: 'Delivered', eta: '2025-09-19T13:40', weightKg: 4460 },
  { id: 'QF-58163', customer: 'Corvid Electronics', origin: 'Amsterdam', destination: 'Stockholm', mode: 'Air', carrier: 'Bluefin Air Freight', status: 'In transit', eta: '2025-09-22T12:50', weightKg: 910 },
  { id: 'QF-58159', customer: 'Mosaic Home', origin: 'Duisburg', destination: 'Budapest', mode: 'Rail', carrier: 'Vela Rail Cargo', status: 'Booked', eta: '2025-09-27T05:00', weightKg: 22540 },
  { id: 'QF-58154', customer: 'Tidewell Marine', origin: 'Piraeus', destination: 'Trieste', mode: 'Sea', carrier: 'Kestrel Line', status: 'In transit', eta: '2025-09-24T20:00', weightKg: 41200 },
];
