import type * as React from 'react';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import NorthRounded from '@mui/icons-material/NorthRounded';
import SouthRounded from '@mui/icons-material/SouthRounded';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DataGrid, type GridBaseIconProps, type GridColDef, type GridColumnUnsortedIconProps } from '@mui/x-data-grid';
import { createTrades, type Trade } from '../demo-data/commodities';

const trades = createTrades(40, 817);

// The grid types an icon's `color` as any string, Material icons as a palette name: adapt once.
function gridIcon(Icon: React.ComponentType<SvgIconProps>) {
  return function GridIcon({ color, ...iconProps }: GridBaseIconProps) {
    return <Icon {...iconProps} color={color as SvgIconProps['color']} />;
  };
}

const SortedUpIcon = gridIcon(NorthRounded);
const SortedDownIcon = gridIcon(SouthRounded);
const MenuIcon = gridIcon(MoreHorizRounded);
const ColumnsIcon = gridIcon(ViewWeekOutlined);
const FilterIcon = gridIcon(FilterListRounded);

// The unsorted icon also receives the column's `sortingOrder`: keep it off the SVG element.
function UnsortedIcon({ sortingOrder, color, ...iconProps }: GridColumnUnsortedIconProps) {
  return <UnfoldMoreRounded {...iconProps} color={color as SvgIconProps['color']} />;
}

const columns: GridColDef<Trade>[] = [
  { field: 'commodity', headerName: 'Commodity', flex: 1, minWidth: 140 },
  { field: 'desk', headerName: 'Desk', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price (USD)', type: 'number', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function ArrowSortIcons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={trades}
        columns={columns}
        showToolbar
        slots={{
          columnSortedAscendingIcon: SortedUpIcon,
          columnSortedDescendingIcon: SortedDownIcon,
          columnUnsortedIcon: UnsortedIcon,
          columnMenuIcon: MenuIcon,
          columnSelectorIcon: ColumnsIcon,
          openFilterButtonIcon: FilterIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'unitPrice', sort: 'desc' }] } }}
        aria-label="Trades with arrow sort icons"
      />
    </Box>
  );
}
