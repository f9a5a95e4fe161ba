import { ember, lagoon } from '../../shared-theme/palette';
import type { TransportMode } from '../data/metrics';

/*
 * Charts draw into SVG attributes, which cannot read CSS variables, so their colours are fixed
 * mid-tones chosen to stand out on both the light and the dark paper.
 */
export const modeColors: Record<TransportMode, string> = {
  Road: lagoon[500],
  Rail: '#5a7fdc',
  Sea: '#9a74d8',
  Air: ember[400],
};

export const trendColor = lagoon[400];
