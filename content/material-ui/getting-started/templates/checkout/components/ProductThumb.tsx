import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import BrushRounded from '@mui/icons-material/BrushRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import type { Swatch } from '../data/cart';

/* Product photos stand-ins: a gradient in the product's own colour, the same in both schemes. */
const swatches: Record<Swatch, { background: string; icon: ReactNode }> = {
  moss: { background: 'linear-gradient(135deg, #5d7a4a, #2f4a2b)', icon: <MenuBookRounded /> },
  brass: { background: 'linear-gradient(135deg, #c9a24a, #8a6a24)', icon: <EditRounded /> },
  tide: { background: 'linear-gradient(135deg, #3f8fa3, #1f5566)', icon: <BrushRounded /> },
  clay: { background: 'linear-gradient(135deg, #c0745a, #8b4734)', icon: <TableRestaurantRounded /> },
};

export default function ProductThumb({ swatch, size = 56 }: { swatch: Swatch; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        color: '#ffffff',
        background: swatches[swatch].background,
      }}
    >
      {swatches[swatch].icon}
    </Box>
  );
}
