import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { namedProgressSlots } from './namedProgress';
import { createStock, stockColumns } from './stock';

const stock = createStock(14, 980);

const VARIANTS: GridLoadingOverlayVariant[] = ['linear-progress', 'circular-progress', 'skeleton'];

function VariantToggle(props: { label: string; value: GridLoadingOverlayVariant; onChange: (value: GridLoadingOverlayVariant) => void }) {
  const { label, value, onChange } = props;
  const labelId = React.useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="caption">
        {label}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={value} onChange={(_event, next) => next && onChange(next)} aria-labelledby={labelId}>
        {VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant}>
            {variant}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function VariantPicker() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [empty, setEmpty] = React.useState(false);
  const [loading, setLoading] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-end', mb: 1 }}>
        <VariantToggle label="variant (rows shown)" value={variant} onChange={setVariant} />
        <VariantToggle label="noRowsVariant (no rows yet)" value={noRowsVariant} onChange={setNoRowsVariant} />
        <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
        <FormControlLabel control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />} label="No rows yet" />
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={empty ? [] : stock}
          columns={stockColumns}
          loading={loading}
          slots={namedProgressSlots}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          aria-label="Stock, with a loading state to compare the overlays"
        />
      </Box>
    </Box>
  );
}
