import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import LintelLogo from './LintelLogo';

export const HEADER_HEIGHT = 64;

export interface HeaderProps {
  query: string;
  onQueryChange: (value: string) => void;
  savedCount: number;
  savedOnly: boolean;
  onSavedOnlyChange: (value: boolean) => void;
}

/**
 * The sticky `header`: the logo, the search field (a `search` landmark) and a toggle button that
 * narrows the results to saved homes. The toggle reports its state with `aria-pressed`.
 */
export default function Header({ query, onQueryChange, savedCount, savedOnly, onSavedOnlyChange }: HeaderProps) {
  return (
    <Sheet
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1.5, sm: 3 },
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <LintelLogo />
      <Box role="search" sx={{ flex: 1, minWidth: 0, maxWidth: 560, mx: { md: 'auto' } }}>
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Area, street or kind of home"
          startDecorator={<SearchRounded />}
          endDecorator={
            query ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => onQueryChange('')}>
                <CloseRounded />
              </IconButton>
            ) : null
          }
          slotProps={{ input: { 'aria-label': 'Search homes in Calder Bay' } }}
          sx={{ '--Input-radius': '999px' }}
        />
      </Box>
      <Button
        component="a"
        // A page this template does not have: point it at your route.
        href="#"
        variant="plain"
        color="neutral"
        startDecorator={<KeyRounded />}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0 }}
      >
        Let your home
      </Button>
      <Button
        variant={savedOnly ? 'soft' : 'outlined'}
        color={savedOnly ? 'danger' : 'neutral'}
        aria-pressed={savedOnly}
        // The name starts with the visible text ("Saved 3"), as speech input users say it.
        aria-label={`Saved ${savedCount}, show saved homes only`}
        onClick={() => onSavedOnlyChange(!savedOnly)}
        startDecorator={<FavoriteRounded />}
        sx={{ flexShrink: 0, px: { xs: 1.25, sm: 1.5 }, gap: 0.75 }}
      >
        {/* The space keeps "Saved 3" two words when the text is read out or matched against the name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {'Saved '}
        </Box>
        <Chip component="span" size="sm" variant={savedOnly ? 'solid' : 'soft'} color={savedOnly ? 'danger' : 'neutral'}>
          {savedCount}
        </Chip>
      </Button>
    </Sheet>
  );
}
