import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses } from '@mui/x-data-grid';
import { orderColumns, shopOrders } from './orderColumns';

export default function TargetWithGridClasses() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={shopOrders}
        columns={orderColumns}
        checkboxSelection
        aria-label="Shop orders styled through gridClasses"
        sx={(theme) => ({
          // Sorted headers stand out
          [`& .${gridClasses['columnHeader--sorted']}`]: {
            color: (theme.vars ?? theme).palette.primary.main,
          },
          // Selected rows: a bar on the left edge instead of a tint only
          [`& .${gridClasses.row}.Mui-selected`]: {
            boxShadow: `inset 4px 0 0 ${(theme.vars ?? theme).palette.primary.main}`,
          },
          // Hovered rows get a stronger tint than the default
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
              : alpha(theme.palette.primary.main, 0.08),
          },
          // No focus outline on a clicked cell; keep it for keyboard users
          [`& .${gridClasses.cell}:focus:not(:focus-visible)`]: { outline: 'none' },
          [`& .${gridClasses.cell}:focus-visible`]: {
            outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}
