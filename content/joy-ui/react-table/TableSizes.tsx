import * as React from 'react';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import { money, orders } from './data';

type Density = 'sm' | 'md' | 'lg';

export default function TableSizes() {
  const [size, setSize] = React.useState<Density>('sm');
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Row density"
        size="sm"
        value={size}
        onChange={(_, value) => value && setSize(value)}
      >
        <Button value="sm">Compact</Button>
        <Button value="md">Standard</Button>
        <Button value="lg">Comfortable</Button>
      </ToggleButtonGroup>
      <Table size={size} aria-label="Orders">
        <thead>
          <tr>
            <th>Order</th>
            <th>Customer</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.slice(0, 4).map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{money(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
