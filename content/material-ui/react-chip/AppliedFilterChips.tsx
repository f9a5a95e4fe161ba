import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const initialFilters = ['Size: M', 'Colour: Navy', 'Under $50', 'In stock'];

export default function AppliedFilterChips() {
  const [filters, setFilters] = React.useState(initialFilters);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {filters.map((filter) => (
        <Chip
          key={filter}
          label={filter}
          aria-label={`${filter}, remove filter`}
          onDelete={() => setFilters((prev) => prev.filter((f) => f !== filter))}
        />
      ))}
      {filters.length === 0 ? (
        <Button size="small" onClick={() => setFilters(initialFilters)}>
          Restore filters
        </Button>
      ) : (
        <Button size="small" onClick={() => setFilters([])}>
          Clear all
        </Button>
      )}
    </Stack>
  );
}
