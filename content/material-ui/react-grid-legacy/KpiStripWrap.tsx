import Box from '@mui/material/Box';
import GridLegacy, { GridLegacyWrap } from '@mui/material/GridLegacy';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import Tile from './Tile';

const figures = [
  { label: 'Open tickets', value: '184' },
  { label: 'First reply', value: '42 min' },
  { label: 'Resolved today', value: '67' },
  { label: 'Satisfaction', value: '94 %' },
  { label: 'Escalated', value: '5' },
  { label: 'Backlog age', value: '2.3 days' },
];

export default function KpiStripWrap() {
  const [wrap, setWrap] = React.useState<GridLegacyWrap>('nowrap');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={wrap}
        onChange={(_, next: GridLegacyWrap | null) => next && setWrap(next)}
        aria-label="wrap"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="nowrap">nowrap</ToggleButton>
        <ToggleButton value="wrap">wrap</ToggleButton>
        <ToggleButton value="wrap-reverse">wrap-reverse</ToggleButton>
      </ToggleButtonGroup>
      <Box
        role="region"
        aria-label="Support desk figures"
        tabIndex={0}
        sx={{ overflowX: 'auto', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <GridLegacy container wrap={wrap} spacing={1.5}>
          {figures.map((figure) => (
            <GridLegacy item xs="auto" key={figure.label}>
              <Tile sx={{ width: 140 }}>
                <Typography variant="caption" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography variant="h6" component="p">
                  {figure.value}
                </Typography>
              </Tile>
            </GridLegacy>
          ))}
        </GridLegacy>
      </Box>
    </Box>
  );
}
