import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import FilterFields from './FilterFields';
import type { Filters } from '../data/filters';

export interface FilterBarProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  activeCount: number;
  onReset: () => void;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/**
 * The filter bar, shown from `md` up: rent, type and bedrooms in a row, then the button that opens
 * the drawer with the "must have" features, and a reset button that counts the active filters.
 */
export default function FilterBar({ filters, onChange, activeCount, onReset, drawerOpen, onOpenDrawer }: FilterBarProps) {
  const featureCount = filters.features.length;
  return (
    <Sheet
      component="section"
      aria-label="Filters"
      variant="outlined"
      sx={{
        display: { xs: 'none', md: 'flex' },
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        gap: 3,
        p: 2,
        borderRadius: 'lg',
      }}
    >
      <FilterFields layout="bar" filters={filters} onChange={onChange} />
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<TuneRounded />}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        >
          More filters{featureCount > 0 ? ` (${featureCount})` : ''}
        </Button>
        {/* Always shown: a button that vanished after its own click would drop keyboard focus. */}
        <Button size="sm" variant="plain" color="neutral" startDecorator={<RestartAltRounded />} onClick={onReset}>
          Reset{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
      </Box>
    </Sheet>
  );
}
