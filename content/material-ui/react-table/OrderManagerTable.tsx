import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { currency, orders, type Order } from './orders';

type SortKey = 'id' | 'customer' | 'placedOn' | 'total';
const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'id', label: 'Order' },
  { key: 'customer', label: 'Customer' },
  { key: 'placedOn', label: 'Placed on' },
  { key: 'total', label: 'Total', numeric: true },
];

function compare(a: Order, b: Order, key: SortKey) {
  const left = a[key];
  const right = b[key];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

export default function OrderManagerTable() {
  const [sortKey, setSortKey] = React.useState<SortKey>('placedOn');
  const [direction, setDirection] = React.useState<'asc' | 'desc'>('desc');
  const [selected, setSelected] = React.useState<string[]>([]);

  const rows = React.useMemo(() => {
    const sorted = [...orders].sort((a, b) => compare(a, b, sortKey));
    return direction === 'asc' ? sorted : sorted.reverse();
  }, [sortKey, direction]);

  const sortBy = (key: SortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };
  const toggle = (id: string) =>
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));
  const allSelected = selected.length === rows.length;

  return (
    <Paper>
      <Toolbar sx={{ gap: 1, ...(selected.length > 0 && { bgcolor: 'action.selected' }) }}>
        <Typography sx={{ flex: 1 }} variant={selected.length ? 'subtitle1' : 'h6'} component="div">
          {selected.length ? `${selected.length} selected` : 'Orders'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Archive selected orders">
            <IconButton aria-label="Archive selected orders" onClick={() => setSelected([])}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      {/* The container scrolls (maxHeight): tabIndex and a name let keyboard users reach and scroll it. */}
      <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label="Orders list">
        <Table aria-label="Orders, sortable and selectable">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && !allSelected}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                  slotProps={{ input: { 'aria-label': 'Select all orders' } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? direction : false}
                >
                  <TableSortLabel
                    active={sortKey === column.key}
                    direction={sortKey === column.key ? direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const isSelected = selected.includes(row.id);
              return (
                <TableRow
                  key={row.id}
                  hover
                  selected={isSelected}
                  onClick={() => toggle(row.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(row.id)}
                      slotProps={{ input: { 'aria-label': `Select ${row.id}` } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {row.id}
                  </TableCell>
                  <TableCell>{row.customer}</TableCell>
                  <TableCell>{row.placedOn}</TableCell>
                  <TableCell align="right">{currency.format(row.total)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
