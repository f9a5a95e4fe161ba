import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import AvailabilityChips from './AvailabilityChips';
import FilterGroup, { type FilterOption } from './FilterGroup';
import { availabilities, departments, locations } from '../data/facets';
import type { Directory } from '../hooks/useDirectory';
import { optionCount, type FacetKey } from '../utils/people';

export interface FilterPanelProps {
  directory: Directory;
}

/** The three filters, each option counted against the others, and a button that clears them. */
export default function FilterPanel({ directory }: FilterPanelProps) {
  const { people, criteria, activeCount, toggle, clearFilters } = directory;
  const titleId = React.useId();
  const optionsOf = (key: FacetKey, items: { id: string; label: string }[]): FilterOption[] =>
    items.map((item) => ({ value: item.id, label: item.label, count: optionCount(people, criteria, key, item.id) }));

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 32 }}>
        <Typography id={titleId} level="title-md" component="h2">
          Filters
        </Typography>
        {activeCount > 0 && (
          <Button size="sm" variant="plain" color="neutral" onClick={clearFilters}>
            Clear all
          </Button>
        )}
      </Box>
      <FilterGroup
        title="Department"
        options={optionsOf('departments', departments)}
        selected={criteria.departments}
        onToggle={(value) => toggle('departments', value)}
      />
      <Divider />
      <FilterGroup
        title="Studio"
        options={optionsOf('locations', locations)}
        selected={criteria.locations}
        onToggle={(value) => toggle('locations', value)}
      />
      <Divider />
      <AvailabilityChips
        options={optionsOf('availability', availabilities)}
        selected={criteria.availability}
        onToggle={(value) => toggle('availability', value)}
      />
    </Box>
  );
}
