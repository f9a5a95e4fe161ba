import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BathtubRounded from '@mui/icons-material/BathtubRounded';
import BedRounded from '@mui/icons-material/BedRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SquareFootRounded from '@mui/icons-material/SquareFootRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { HEADER_HEIGHT } from './Header';
import ListingArt from './ListingArt';
import { featureLabels } from '../data/filters';
import type { Listing } from '../data/listings';
import { bedroomsText, formatAvailable, formatRent } from '../utils/format';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface ListingCardProps {
  listing: Listing;
  saved: boolean;
  onToggleSaved: () => void;
  /** Highlighted because its pin on the map is pointed at. */
  active: boolean;
  onActiveChange: (active: boolean) => void;
}

/** The DOM id of a listing's title link, which the map pins move focus to. */
export const listingLinkId = (id: string) => `listing-${id}`;

/** The DOM id of a listing's card: the `#home-…` address its title links to. */
export const listingCardId = (id: string) => `home-${id}`;

/**
 * One home: the drawn picture with a "new" chip and the save toggle, the rent and rating, the
 * title (a link stretched over the whole card with `overlay`), where it is, its size and features.
 */
export default function ListingCard({ listing, saved, onToggleSaved, active, onActiveChange }: ListingCardProps) {
  const isNew = listing.listedDaysAgo <= 3;
  return (
    <Card
      component="article"
      id={listingCardId(listing.id)}
      variant="outlined"
      onMouseEnter={() => onActiveChange(true)}
      onMouseLeave={() => onActiveChange(false)}
      onFocus={() => onActiveChange(true)}
      onBlur={() => onActiveChange(false)}
      sx={{
        gap: 1.25,
        transition: 'border-color 0.15s, box-shadow 0.15s',
        borderColor: active ? 'primary.outlinedBorder' : undefined,
        boxShadow: active ? 'md' : undefined,
        '&:hover': { boxShadow: 'md' },
        // Clear of the sticky header when its `#home-…` address scrolls it into view.
        scrollMarginTop: HEADER_HEIGHT + 16,
      }}
    >
      <CardOverflow>
        <ListingArt listing={listing}>
          {isNew && (
            <Chip size="sm" variant="solid" color="primary" sx={{ position: 'absolute', top: 12, left: 12 }}>
              New this week
            </Chip>
          )}
          <IconButton
            size="sm"
            variant={saved ? 'solid' : 'outlined'}
            color={saved ? 'danger' : 'neutral'}
            aria-pressed={saved}
            aria-label={`Save ${listing.title}`}
            onClick={onToggleSaved}
            sx={{
              position: 'absolute',
              top: 10,
              right: 10,
              // Above the title link's overlay, which covers the whole card.
              zIndex: 2,
              borderRadius: '50%',
              bgcolor: saved ? undefined : 'background.surface',
            }}
          >
            {saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
          </IconButton>
        </ListingArt>
      </CardOverflow>
      <CardContent sx={{ gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography level="title-lg" component="p">
            {formatRent(listing.rent)}
            <Typography level="body-sm" component="span">
              {' '}
              a month
            </Typography>
          </Typography>
          <Typography level="body-sm" startDecorator={<StarRounded sx={{ color: 'warning.plainColor' }} />} sx={{ flexShrink: 0 }}>
            <Typography component="span" textColor="text.primary" sx={{ fontWeight: 'lg' }}>
              {listing.rating.toFixed(1)}
            </Typography>
            <span aria-hidden>&nbsp;({listing.reviews})</span>
            <Box component="span" sx={visuallyHidden}>
              {` out of 5, from ${listing.reviews} tenant reviews`}
            </Box>
          </Typography>
        </Box>
        <Typography level="title-md" component="h2">
          <Link id={listingLinkId(listing.id)} overlay href={`#${listingCardId(listing.id)}`} textColor="text.primary" underline="none">
            {listing.title}
          </Link>
        </Typography>
        <Typography level="body-sm" startDecorator={<PlaceRounded />}>
          {listing.neighbourhood}, Calder Bay
        </Typography>
        <Box component="ul" aria-label="Size" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none', '& svg': { color: 'text.tertiary' } }}>
          <Typography component="li" level="body-sm" startDecorator={<BedRounded />}>
            {bedroomsText(listing.bedrooms)}
          </Typography>
          <Typography component="li" level="body-sm" startDecorator={<BathtubRounded />}>
            {listing.bathrooms} bath
          </Typography>
          <Typography component="li" level="body-sm" startDecorator={<SquareFootRounded />}>
            {listing.area} m²
          </Typography>
        </Box>
      </CardContent>
      <CardContent orientation="horizontal" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 'auto' }}>
        {listing.features.map((feature) => (
          <Chip key={feature} size="sm" variant="soft" color="neutral">
            {featureLabels[feature]}
          </Chip>
        ))}
        <Typography level="body-xs" sx={{ ml: 'auto' }}>
          From {formatAvailable(listing.availableFrom)}
        </Typography>
      </CardContent>
    </Card>
  );
}
