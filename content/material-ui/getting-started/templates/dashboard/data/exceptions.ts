export type ExceptionKind = 'delay' | 'temperature' | 'customs' | 'damage';

export interface ShipmentException {
  id: number;
  kind: ExceptionKind;
  title: string;
  shipmentId: string;
  route: string;
  raised: string;
}

export const openExceptions: ShipmentException[] = [
  {
    id: 1,
    kind: 'temperature',
    title: 'Reefer above 8 °C for 25 min',
    shipmentId: 'QF-58229',
    route: 'Frankfurt → Dublin',
    raised: '12 min ago',
  },
  {
    id: 2,
    kind: 'delay',
    title: 'Missed ferry slot at Calais',
    shipmentId: 'QF-58203',
    route: 'Le Havre → Paris',
    raised: '38 min ago',
  },
  {
    id: 3,
    kind: 'customs',
    title: 'Commercial invoice missing HS codes',
    shipmentId: 'QF-58199',
    route: 'Bremerhaven → Warsaw',
    raised: '1 h ago',
  },
  {
    id: 4,
    kind: 'damage',
    title: 'Pallet wrap torn on arrival',
    shipmentId: 'QF-58224',
    route: 'Felixstowe → Manchester',
    raised: '2 h ago',
  },
  {
    id: 5,
    kind: 'delay',
    title: 'Vessel berthing pushed by 20 h',
    shipmentId: 'QF-58172',
    route: 'Southampton → Bilbao',
    raised: '4 h ago',
  },
];
