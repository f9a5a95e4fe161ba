import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MapRounded from '@mui/icons-material/MapRounded';
import MapArt from './MapArt';
import { neighbourhoods, type Listing } from '../data/listings';
import { formatRentShort } from '../utils/format';

export interface MapPanelProps {
  listings: Listing[];
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  /** A pin was pressed: show that listing in the list. */
  onPinSelect: (id: string) => void;
}

/**
 * A stand-in for a map, shown from `lg` up: the town drawn in SVG, the area names, and a pin per
 * listing on the current page. Pointing at a card lights up its pin and the other way round;
 * pressing a pin moves focus to that card. Swap `MapArt` for your map library and keep the pins.
 */
export default function MapPanel({ listings, activeId, onActiveChange, onPinSelect }: MapPanelProps) {
  return (
    <Sheet variant="soft" sx={{ position: 'relative', height: '100%', overflow: 'hidden', borderRadius: 'lg' }}>
      <MapArt />
      {neighbourhoods.map((area) => (
        <Typography
          key={area.name}
          aria-hidden
          level="body-xs"
          textColor="text.secondary"
          sx={{ position: 'absolute', left: `${area.x}%`, top: `${area.y}%`, transform: 'translate(-50%, -50%)', fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', whiteSpace: 'nowrap', pointerEvents: 'none' }}
        >
          {area.name}
        </Typography>
      ))}
      {listings.map((listing) => {
        const active = listing.id === activeId;
        return (
          <Button
            key={listing.id}
            size="sm"
            variant={active ? 'solid' : 'outlined'}
            color={active ? 'primary' : 'neutral'}
            aria-label={`${formatRentShort(listing.rent)} a month, ${listing.title}`}
            onMouseEnter={() => onActiveChange(listing.id)}
            onMouseLeave={() => onActiveChange(null)}
            onFocus={() => onActiveChange(listing.id)}
            onBlur={() => onActiveChange(null)}
            onClick={() => onPinSelect(listing.id)}
            sx={{
              position: 'absolute',
              left: `${listing.map.x}%`,
              top: `${listing.map.y}%`,
              transform: 'translate(-50%, -50%)',
              zIndex: active ? 2 : 1,
              minHeight: 28,
              px: 1,
              borderRadius: 'xl',
              boxShadow: 'sm',
              bgcolor: active ? undefined : 'background.surface',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatRentShort(listing.rent)}
          </Button>
        );
      })}
      <Box
        sx={{
          position: 'absolute',
          left: 12,
          bottom: 12,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.25,
          py: 0.75,
          borderRadius: 'md',
          bgcolor: 'background.surface',
          boxShadow: 'sm',
        }}
      >
        <MapRounded fontSize="small" />
        <Typography level="body-xs" textColor="text.primary">
          {listings.length === 0 ? 'No homes on this page' : `Showing the ${listings.length} homes on this page`}
        </Typography>
      </Box>
    </Sheet>
  );
}
