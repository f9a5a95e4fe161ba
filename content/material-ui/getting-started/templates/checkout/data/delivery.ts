export type DeliveryId = 'standard' | 'next-day' | 'collect';

export interface DeliveryOption {
  id: DeliveryId;
  label: string;
  detail: string;
  /** Price in pence. */
  price: number;
  /** Goods total (pence) from which this option is free. */
  freeFrom?: number;
}

export const deliveryOptions: DeliveryOption[] = [
  { id: 'standard', label: 'Tracked standard', detail: '3–5 working days, signed for', price: 395, freeFrom: 6000 },
  { id: 'next-day', label: 'Next working day', detail: 'Order by 2 pm, Monday to Thursday', price: 750 },
  {
    id: 'collect',
    label: 'Collect from the studio',
    detail: 'Unit 4, Paintworks, Bristol · ready in 2 hours',
    price: 0,
  },
];
