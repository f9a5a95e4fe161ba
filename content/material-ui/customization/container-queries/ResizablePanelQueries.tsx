import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as React from 'react';

// A named container, so queries inside it can skip any container in between.
const Panel = styled('div')({ container: 'filters / inline-size' });

const FilterGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  gridTemplateColumns: '1fr',
  [theme.containerQueries('filters').up(360)]: { gridTemplateColumns: '1fr 1fr' },
  [theme.containerQueries('filters').up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
}));

const filters = ['In stock', 'Free delivery', 'Rated 4+', 'On sale'];

export default function ResizablePanelQueries() {
  const id = React.useId();
  const [width, setWidth] = React.useState(420);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={id} gutterBottom>
        Panel width: {width}px
      </Typography>
      <Slider
        aria-labelledby={id}
        value={width}
        min={220}
        max={680}
        step={20}
        onChange={(_, value) => setWidth(value)}
        sx={{ maxWidth: 360 }}
      />
      <Panel style={{ width, maxWidth: '100%' }}>
        <FilterGrid>
          {filters.map((filter) => (
            <Box key={filter} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
              {filter}
            </Box>
          ))}
        </FilterGrid>
      </Panel>
    </Box>
  );
}
