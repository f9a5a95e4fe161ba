import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import { availabilityOf, departmentOf, locationOf } from '../data/facets';
import type { Directory } from '../hooks/useDirectory';
import type { FacetKey } from '../utils/people';

/** The ticked filters as chips above the results, each with a button that removes it. */
export default function ActiveFilters({ directory }: { directory: Directory }) {
  const { criteria, toggle } = directory;
  const chips: { key: FacetKey; value: string; label: string }[] = [
    ...criteria.departments.map((value) => ({ key: 'departments' as const, value, label: departmentOf(value).label })),
    ...criteria.locations.map((value) => ({ key: 'locations' as const, value, label: locationOf(value).label })),
    ...criteria.availability.map((value) => ({ key: 'availability' as const, value, label: availabilityOf(value).label })),
  ];
  if (chips.length === 0) {
    return null;
  }
  return (
    <Box component="ul" aria-label="Active filters" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {chips.map(({ key, value, label }) => (
        <li key={`${key}-${value}`}>
          <Chip
            variant="soft"
            color="primary"
            endDecorator={<ChipDelete aria-label={`Remove filter: ${label}`} onDelete={() => toggle(key, value)} />}
          >
            {label}
          </Chip>
        </li>
      ))}
    </Box>
  );
}
