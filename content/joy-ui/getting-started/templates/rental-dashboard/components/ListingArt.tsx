import type { ReactNode } from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import CottageRounded from '@mui/icons-material/CottageRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import WeekendRounded from '@mui/icons-material/WeekendRounded';
import type { Listing, PropertyType } from '../data/listings';

const looks: Record<PropertyType, { icon: SvgIconComponent; sky: ColorPaletteProp; ground: ColorPaletteProp }> = {
  flat: { icon: ApartmentRounded, sky: 'primary', ground: 'neutral' },
  house: { icon: CottageRounded, sky: 'success', ground: 'warning' },
  studio: { icon: WeekendRounded, sky: 'warning', ground: 'danger' },
  loft: { icon: WarehouseRounded, sky: 'neutral', ground: 'primary' },
};

/**
 * The picture area of a card, drawn without images: a gradient "sky" over a "ground" band in two
 * palette colours picked by the kind of home, and its icon. The colours are theme variables
 * (`soft` backgrounds), so the art follows the light and dark schemes. Decorative: hidden from
 * screen readers, since the card says what the home is in words.
 */
export default function ListingArt({ listing, children }: { listing: Listing; children?: ReactNode }) {
  const { icon: Icon, sky, ground } = looks[listing.type];
  // A different angle per listing, so two flats side by side don't look identical.
  const angle = 120 + (Number(listing.id.slice(1)) % 5) * 15;
  return (
    <AspectRatio ratio="16/10" variant="plain" sx={{ borderRadius: 0 }}>
      <Box
        sx={(theme) => ({
          position: 'relative',
          background: [
            `linear-gradient(0deg, ${theme.vars.palette[ground].softActiveBg} 0 24%, transparent 24%)`,
            `radial-gradient(circle at 82% 22%, ${theme.vars.palette.warning.softBg} 0 9%, transparent 9.5%)`,
            `linear-gradient(${angle}deg, ${theme.vars.palette[sky].softBg}, ${theme.vars.palette[sky].softHoverBg})`,
          ].join(', '),
        })}
      >
        <Icon
          aria-hidden
          sx={{ position: 'absolute', left: '50%', bottom: '16%', transform: 'translateX(-50%)', fontSize: 72, color: `${sky}.softColor`, opacity: 0.85 }}
        />
        {children}
      </Box>
    </AspectRatio>
  );
}
