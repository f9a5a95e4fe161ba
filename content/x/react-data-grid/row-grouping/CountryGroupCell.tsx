import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridRenderCellParams,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { COUNTRIES } from '../demo-data/people';
import type { Order } from '../demo-data/orders';
import { orderColumns, shopOrders } from './shopOrders';

const codeOf = (name: string) => COUNTRIES.find((country) => country.name === name)?.code ?? '??';

function CountryCell({ id, field, rowNode, row, tabIndex }: GridRenderCellParams<Order>) {
  const apiRef = useGridApiContext();
  if (rowNode.type !== 'group') {
    return <Box sx={{ pl: 6, color: 'text.secondary' }}>{row.reference}</Box>;
  }
  const name = String(rowNode.groupingKey);
  const expanded = Boolean(rowNode.childrenExpanded);
  const toggle = () => {
    apiRef.current.setRowChildrenExpansion(id, !expanded);
    apiRef.current.setCellFocus(id, field);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        tabIndex={tabIndex}
        onClick={toggle}
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
      >
        {expanded ? <KeyboardArrowDownRounded fontSize="small" /> : <KeyboardArrowRightRounded fontSize="small" />}
      </IconButton>
      <Box
        component="span"
        sx={{ px: 0.75, borderRadius: 1, bgcolor: 'action.selected', fontFamily: 'monospace', fontSize: 12 }}
        aria-hidden
      >
        {codeOf(name)}
      </Box>
      <span>{name}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {rowNode.children.length} orders
      </Typography>
    </Box>
  );
}

export default function CountryGroupCell() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shopOrders}
        columns={orderColumns}
        initialState={{ rowGrouping: { model: ['country'] } }}
        groupingColDef={{ headerName: 'Country', width: 260, renderCell: (params) => <CountryCell {...params} /> }}
        aria-label="Orders by country with a custom group cell"
      />
    </div>
  );
}
