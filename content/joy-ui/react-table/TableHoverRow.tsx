import Table from '@mui/joy/Table';
import { money, orders } from './data';

export default function TableHoverRow() {
  return (
    <Table hoverRow aria-label="Orders this week" sx={{ '--TableRow-hoverBackground': 'var(--joy-palette-primary-softBg)' }}>
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>Items</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.slice(0, 6).map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{order.customer}</td>
            <td>{order.items}</td>
            <td>{money(order.total)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
