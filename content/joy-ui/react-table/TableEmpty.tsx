import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';
import { money, orders } from './data';

export default function TableEmpty() {
  const [query, setQuery] = React.useState('Zurich');
  const rows = orders.filter((order) => `${order.customer} ${order.city}`.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%' }}>
      <Input
        size="sm"
        startDecorator={<Search />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search orders by customer or city' } }}
        sx={{ maxWidth: 280 }}
      />
      <Table aria-label="Search results">
        <thead>
          <tr>
            <th>Customer</th>
            <th>City</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.id}>
              <td>{order.customer}</td>
              <td>{order.city}</td>
              <td>{money(order.total)}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} style={{ height: 'auto', textAlign: 'center', padding: '24px 8px' }}>
                <Typography level="title-sm">No orders match “{query}”</Typography>
                <Button size="sm" variant="plain" onClick={() => setQuery('')} sx={{ mt: 1 }}>
                  Clear search
                </Button>
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Box>
  );
}
