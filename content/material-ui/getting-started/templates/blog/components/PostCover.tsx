import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Category } from '../data/posts';

/* Cover art instead of photos: a gradient per category under contour lines, the same in both schemes. */
const gradients: Record<Category, [string, string]> = {
  Engineering: ['#1d5f74', '#0f2f3d'],
  Design: ['#b0573c', '#5e2a1e'],
  'Field notes': ['#4f7a3a', '#223a1b'],
  Company: ['#5c4f91', '#2a2347'],
};

/** A deterministic number from a string, so each post gets its own, stable, set of lines. */
function seedOf(text: string) {
  let seed = 0;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) % 9973;
  return seed;
}

/** Closed wavy rings around a summit, like contours on a map. */
function ring(cx: number, cy: number, radius: number, wobble: number, phase: number) {
  const points = Array.from({ length: 48 }, (_, index) => {
    const angle = (index / 48) * Math.PI * 2;
    const r = radius * (1 + wobble * Math.sin(angle * 3 + phase) + wobble * 0.5 * Math.cos(angle * 5 - phase));
    return `${(cx + r * Math.cos(angle) * 1.5).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

interface PostCoverProps {
  slug: string;
  category: Category;
  /** Height as a CSS aspect ratio, e.g. "16 / 9". */
  ratio?: string;
  sx?: SxProps<Theme>;
}

export default function PostCover({ slug, category, ratio = '16 / 9', sx }: PostCoverProps) {
  const seed = seedOf(slug);
  const [from, to] = gradients[category];
  const cx = 60 + (seed % 80);
  const cy = 30 + (seed % 30);
  return (
    <Box
      aria-hidden
      sx={[
        { aspectRatio: ratio, background: `linear-gradient(150deg, ${from}, ${to})`, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <svg viewBox="0 0 200 100" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
        {Array.from({ length: 7 }, (_, index) => (
          <path
            key={index}
            d={ring(cx, cy, 8 + index * 9, 0.08 + (seed % 5) * 0.01, seed / 100 + index * 0.4)}
            fill="none"
            stroke="#ffffff"
            strokeOpacity={index % 3 === 2 ? 0.5 : 0.22}
            strokeWidth={index % 3 === 2 ? 0.9 : 0.5}
          />
        ))}
      </svg>
    </Box>
  );
}
