import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import FeatureFilters from './FeatureFilters';
import FilterFields from './FilterFields';
import type { Filters } from '../data/filters';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onReset: () => void;
  resultCount: number;
}

/**
 * Every filter in a drawer from the right: the only way to filter on phones, and "More filters"
 * from `md` up. Filters apply as they change; the button at the foot says how many homes match.
 */
export default function FiltersDrawer({ open, onClose, filters, onChange, onReset, resultCount }: FiltersDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The title names the drawer; its long content would make a poor description.
      slotProps={{ content: { 'aria-describedby': undefined, sx: { width: { xs: '100%', sm: 420 }, p: 0 } } }}
    >
      <DialogTitle level="h3" component="h2" sx={{ px: 2.5, pt: 2.5 }}>
        Filters
      </DialogTitle>
      <ModalClose aria-label="Close filters" />
      <DialogContent sx={{ px: 2.5, py: 2, gap: 3 }}>
        <FilterFields layout="stack" filters={filters} onChange={onChange} />
        <Divider />
        <FeatureFilters value={filters.features} onChange={(features) => onChange({ features })} />
      </DialogContent>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          p: 2,
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Button variant="plain" color="neutral" onClick={onReset}>
          Clear all
        </Button>
        <Button onClick={onClose} sx={{ flex: 1 }}>
          {resultCount === 0 ? 'No homes match' : `Show ${resultCount} ${resultCount === 1 ? 'home' : 'homes'}`}
        </Button>
      </Box>
    </Drawer>
  );
}
