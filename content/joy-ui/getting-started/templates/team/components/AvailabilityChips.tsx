import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type { FilterOption } from './FilterGroup';

export interface AvailabilityChipsProps {
  options: FilterOption[];
  selected: string[];
  onToggle: (value: string) => void;
}

/**
 * Availability as a row of chips. Each chip holds a checkbox drawn without its box (`disableIcon`)
 * and stretched over the chip (`overlay`), so the chip is one click target and keeps checkbox semantics.
 */
export default function AvailabilityChips({ options, selected, onToggle }: AvailabilityChipsProps) {
  const titleId = React.useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Typography id={titleId} level="title-sm" component="h3" sx={{ mb: 1 }}>
        Availability today
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked ? <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} /> : null}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                checked={checked}
                onChange={() => onToggle(option.value)}
                label={`${option.label} (${option.count})`}
              />
            </Chip>
          );
        })}
      </Box>
    </div>
  );
}
