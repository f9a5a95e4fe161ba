import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { sortOptions, type SortKey } from '../data/filters';

export interface ResultsToolbarProps {
  headingRef: React.Ref<HTMLHeadingElement>;
  count: number;
  savedOnly: boolean;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  activeFilterCount: number;
  drawerOpen: boolean;
  onOpenFilters: () => void;
}

/**
 * The page's `h1`, the number of matches (a polite live region, so a screen reader hears the
 * count after each filter change), the sort order, and below `md` the button that opens the filters.
 */
export default function ResultsToolbar(props: ResultsToolbarProps) {
  const { headingRef, count, savedOnly, sort, onSortChange, activeFilterCount, drawerOpen, onOpenFilters } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography ref={headingRef} tabIndex={-1} level="h3" component="h1" sx={{ outline: 'none' }}>
          {savedOnly ? 'Your saved homes' : 'Homes to rent in Calder Bay'}
        </Typography>
        <Typography level="body-sm" aria-live="polite">
          {count === 1 ? '1 home matches' : `${count} homes match`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="neutral"
          startDecorator={<TuneRounded />}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={onOpenFilters}
          sx={{ display: { md: 'none' } }}
        >
          Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
        </Button>
        <FormControl orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
          <FormLabel sx={{ m: 0 }}>Sort by</FormLabel>
          <Select
            value={sort}
            onChange={(_, value) => value && onSortChange(value)}
            sx={{ minWidth: 180 }}
            // The listbox mounts after hydration: point the button at it only while it is open.
            slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
          >
            {sortOptions.map((option) => (
              <Option key={option.value} value={option.value}>
                {option.label}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
    </Box>
  );
}
