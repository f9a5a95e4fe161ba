import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { money, orders } from './data';

const rows = orders.slice(0, 5);

export default function TableSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const all = selected.length === rows.length;
  const toggle = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 32 }}>
        <Typography level="body-sm" aria-live="polite">
          {selected.length ? `${selected.length} selected` : 'No orders selected'}
        </Typography>
        {selected.length > 0 && (
          <Button size="sm" variant="soft">
            Print labels ({selected.length})
          </Button>
        )}
      </Box>
      <Table aria-label="Orders to ship" sx={{ '& tr > *:first-of-type': { width: 48 } }}>
        <thead>
          <tr>
            <th>
              <Checkbox
                size="sm"
                slotProps={{ input: { 'aria-label': 'Select all orders' } }}
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={(event) => setSelected(event.target.checked ? rows.map((row) => row.id) : [])}
              />
            </th>
            <th>Order</th>
            <th>Customer</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const checked = selected.includes(row.id);
            return (
              <tr key={row.id} style={checked ? { backgroundColor: 'var(--joy-palette-primary-softBg)' } : undefined}>
                <td>
                  <Checkbox
                    size="sm"
                    checked={checked}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': `Select ${row.id}` } }}
                  />
                </td>
                <td>{row.id}</td>
                <td>{row.customer}</td>
                <td>{money(row.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Box>
  );
}
