import type { ColorPaletteProp } from '@mui/joy/styles';

/** The hero's words, and the sample garden plan drawn beside them. */
export const hero = {
  announcement: 'New: frost alerts for your postcode',
  title: 'Plan every bed. Share every harvest.',
  lead: 'Plotline keeps a community garden’s beds, watering rota and harvest log in one shared plan, so the people who water on Tuesday know what the people who sowed on Sunday did.',
  primaryAction: { label: 'Start a free garden', href: '#block-pricing' },
  secondaryAction: { label: 'See what it does', href: '#block-features' },
  promises: ['Free for up to 12 plots', 'No card needed', 'Works on any phone'],
};

export type BedState = 'sown' | 'growing' | 'ready' | 'resting';

export const bedStates: Record<BedState, { label: string; color: ColorPaletteProp }> = {
  sown: { label: 'Sown', color: 'warning' },
  growing: { label: 'Growing', color: 'success' },
  ready: { label: 'Ready to pick', color: 'primary' },
  resting: { label: 'Resting', color: 'neutral' },
};

export interface Bed {
  crop: string;
  keeper: string;
  state: BedState;
}

export const samplePlan = {
  garden: 'Marsh Lane Community Garden',
  month: 'May',
  beds: [
    { crop: 'Broad beans', keeper: 'Ade', state: 'growing' },
    { crop: 'Onions', keeper: 'Mo', state: 'growing' },
    { crop: 'Carrots', keeper: 'Jess', state: 'sown' },
    { crop: 'Rhubarb', keeper: 'Ade', state: 'ready' },
    { crop: 'Green manure', keeper: 'Club', state: 'resting' },
    { crop: 'Beetroot', keeper: 'Priya', state: 'sown' },
    { crop: 'Strawberries', keeper: 'Kids’ club', state: 'ready' },
    { crop: 'Potatoes', keeper: 'Tom', state: 'growing' },
    { crop: 'Squash', keeper: 'Jess', state: 'sown' },
  ] satisfies Bed[],
};
