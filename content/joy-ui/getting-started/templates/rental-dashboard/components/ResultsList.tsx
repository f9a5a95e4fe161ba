import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ListingCard from './ListingCard';
import type { Listing } from '../data/listings';

export interface ResultsListProps {
  listings: Listing[];
  saved: string[];
  onToggleSaved: (id: string) => void;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  onReset: () => void;
}

/**
 * The page of listing cards in a grid that fits as many 260 px columns as there is room for (one
 * on phones, up to four on a wide screen without the map), or a message when nothing matches.
 */
export default function ResultsList({ listings, saved, onToggleSaved, activeId, onActiveChange, onReset }: ResultsListProps) {
  if (listings.length === 0) {
    return (
      <Sheet variant="soft" sx={{ borderRadius: 'lg', py: 8, px: 3, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <SearchOffRounded sx={{ fontSize: 44, color: 'text.tertiary' }} />
        <Typography level="title-lg" component="h2">
          No homes match
        </Typography>
        <Typography level="body-md" sx={{ maxWidth: 420 }}>
          Try a wider rent range, fewer bedrooms or fewer “must haves”. New homes are listed every day.
        </Typography>
        <Button variant="outlined" color="neutral" onClick={onReset} sx={{ mt: 1 }}>
          Clear search and filters
        </Button>
      </Sheet>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Listings"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', m: 0, p: 0, listStyle: 'none' }}
    >
      {listings.map((listing) => (
        <Box component="li" key={listing.id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
          <ListingCard
            listing={listing}
            saved={saved.includes(listing.id)}
            onToggleSaved={() => onToggleSaved(listing.id)}
            active={listing.id === activeId}
            onActiveChange={(active) => onActiveChange(active ? listing.id : null)}
          />
        </Box>
      ))}
    </Box>
  );
}
