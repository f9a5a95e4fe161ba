import * as React from 'react';
import Check from '@mui/icons-material/Check';
import DensityMedium from '@mui/icons-material/DensityMedium';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { createFleet, fleetColumns } from './fleet';

const fleet = createFleet(40, 843);

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Roomy rows' },
];

// A toolbar button that opens a menu of row densities; the current one is checked.
function DensityToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  return (
    <Toolbar>
      <Tooltip title="Row density">
        <ToolbarButton
          id={buttonId}
          aria-label="Row density"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DensityMedium fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {DENSITIES.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === density}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option.value === density ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Toolbar>
  );
}

export default function DensityMenuToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={fleet} columns={fleetColumns} showToolbar slots={{ toolbar: DensityToolbar }} aria-label="Vans with a density menu" />
    </Box>
  );
}
