import * as React from 'react';
import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface FilterChipProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

function FilterChip({ label, selected, onToggle, sx = [] }: FilterChipProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      sx={[
        { px: 1.5, py: 0.5, borderRadius: 4, border: 1, borderColor: 'divider', font: 'inherit', cursor: 'pointer' },
        { bgcolor: 'background.paper', color: 'text.primary' },
        selected && { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}

const cuisines = ['Vegetarian', 'Gluten free', 'Spicy', 'Under 30 min'];

export default function SxArrayMerge() {
  const [picked, setPicked] = React.useState<string[]>(['Spicy']);
  const toggle = (name: string) =>
    setPicked((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <Box role="group" aria-label="Recipe filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {cuisines.map((name) => (
        <FilterChip
          key={name}
          label={name}
          selected={picked.includes(name)}
          onToggle={() => toggle(name)}
          sx={name === 'Under 30 min' ? { fontWeight: 'bold' } : undefined}
        />
      ))}
    </Box>
  );
}
