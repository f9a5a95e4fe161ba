/** The basket of an order at Fieldnote Paper Co., an invented stationery shop in Bristol. Prices in pence. */

export type Swatch = 'moss' | 'brass' | 'tide' | 'clay';

export interface CartLine {
  sku: string;
  name: string;
  variant: string;
  unitPrice: number;
  quantity: number;
  swatch: Swatch;
}

export const cartLines: CartLine[] = [
  {
    sku: 'NB-A5-DOT-MOSS',
    name: 'A5 dot grid notebook',
    variant: 'Moss cloth · 192 pages',
    unitPrice: 1800,
    quantity: 2,
    swatch: 'moss',
  },
  {
    sku: 'PEN-BULLET-BR',
    name: 'Bullet pen',
    variant: 'Raw brass · black ink',
    unitPrice: 3400,
    quantity: 1,
    swatch: 'brass',
  },
  {
    sku: 'WASHI-TIDE-4',
    name: 'Washi tape set',
    variant: 'Tide pool · 4 rolls',
    unitPrice: 900,
    quantity: 1,
    swatch: 'tide',
  },
  {
    sku: 'BLOT-A3-CLAY',
    name: 'Felt desk blotter',
    variant: 'Clay · A3',
    unitPrice: 2600,
    quantity: 1,
    swatch: 'clay',
  },
];

/** Codes the demo accepts: percentage off the goods, before delivery. */
export const promoCodes: Record<string, { percent: number; label: string }> = {
  INKWELL10: { percent: 10, label: '10% off for newsletter readers' },
  STUDIO15: { percent: 15, label: '15% studio visitor discount' },
};
