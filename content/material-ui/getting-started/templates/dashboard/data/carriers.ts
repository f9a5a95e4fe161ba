export interface CarrierScore {
  name: string;
  mode: string;
  shipments: number;
  /** Share of deliveries inside the promised window, in percent. */
  onTime: number;
}

export const carrierScores: CarrierScore[] = [
  { name: 'Ostrander Haulage', mode: 'Road', shipments: 612, onTime: 96.4 },
  { name: 'Vela Rail Cargo', mode: 'Rail', shipments: 241, onTime: 95.1 },
  { name: 'Marlow Express', mode: 'Road', shipments: 418, onTime: 92.7 },
  { name: 'Kestrel Line', mode: 'Sea', shipments: 226, onTime: 90.3 },
  { name: 'Bluefin Air Freight', mode: 'Air', shipments: 140, onTime: 87.9 },
];
