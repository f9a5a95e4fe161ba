import Box from '@mui/joy/Box';

/**
 * Calder Bay drawn in SVG: land, parks, the river running down to the bay, and the main roads.
 * Strokes keep their width however the panel is stretched (`vector-effect`), and every colour is a
 * theme variable, so the drawing follows the light and dark schemes. Decorative: hidden from screen readers.
 */
export default function MapArt() {
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        '& .land': { fill: theme.vars.palette.background.level1 },
        '& .park': { fill: theme.vars.palette.success.softBg },
        '& .water': { fill: theme.vars.palette.primary.softBg },
        '& .river': { stroke: theme.vars.palette.primary.softBg, strokeWidth: 10 },
        '& .road': { stroke: theme.vars.palette.background.surface, strokeWidth: 5 },
        '& .lane': { stroke: theme.vars.palette.background.surface, strokeWidth: 2 },
        '& .river, & .road, & .lane': { fill: 'none', vectorEffect: 'non-scaling-stroke', strokeLinecap: 'round' },
      })}
    >
      <rect className="land" width="100" height="100" />
      <path className="park" d="M30 4 C40 2 50 6 52 12 C50 18 38 20 31 16 C26 12 26 7 30 4 Z" />
      <path className="park" d="M4 58 C10 54 20 56 22 62 C22 70 12 74 6 72 C2 68 2 62 4 58 Z" />
      <path className="park" d="M62 36 C68 34 74 38 72 43 C68 46 62 45 61 41 Z" />
      <path className="water" d="M56 100 C62 88 72 82 84 76 C92 72 97 66 100 60 L100 100 Z" />
      <path className="river" d="M0 24 C14 30 24 36 30 46 C36 56 44 62 56 66 C64 69 70 74 76 82" />
      <path className="road" d="M0 50 C24 46 48 44 70 46 C82 47 92 44 100 40" />
      <path className="road" d="M44 0 C46 20 48 38 46 56 C44 72 40 86 38 100" />
      <path className="lane" d="M10 12 C30 22 56 24 88 14" />
      <path className="lane" d="M18 88 C28 76 42 72 58 72" />
      <path className="lane" d="M70 46 C72 58 76 66 86 70" />
      <path className="lane" d="M24 30 C22 44 18 56 12 66" />
    </Box>
  );
}
