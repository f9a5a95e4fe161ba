import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import { featureLabels } from '../data/filters';
import type { Feature } from '../data/listings';

export interface FeatureFiltersProps {
  value: Feature[];
  onChange: (value: Feature[]) => void;
}

const features = Object.keys(featureLabels) as Feature[];

/** "Must have" checkboxes: a home has to offer every feature ticked here. */
export default function FeatureFilters({ value, onChange }: FeatureFiltersProps) {
  const labelId = React.useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1.25 }}>
        Must have
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {features.map((feature) => (
          <Checkbox
            key={feature}
            label={featureLabels[feature]}
            checked={value.includes(feature)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, feature] : value.filter((item) => item !== feature))
            }
          />
        ))}
      </Box>
    </div>
  );
}
