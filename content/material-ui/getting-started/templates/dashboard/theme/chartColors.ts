import { ember, lagoon } from '../../shared-theme/palette';
import type { TransportMode } from '../data/metrics';

/*
 * Series colours: the charts write them into the SVG's `fill` and `stroke`. They are fixed
 * mid-tones chosen to stand out on both the light and the dark paper, so a series keeps one
 * colour whichever scheme is on.
 */
export const modeColors: Record<TransportMode, string> = {
  Road: lagoon[500],
  Rail: '#5a7fdc',
  Sea: '#9a74d8',
  Air: ember[400],
};

export const trendColor = lagoon[400];
