import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { money, orders } from './data';

export default function TableStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="All orders, scrollable"
      sx={{ height: 260, overflow: 'auto', borderRadius: 'sm', width: '100%' }}
    >
      <Table stickyHeader aria-label="All orders">
        <thead>
          <tr>
            <th>Order</th>
            <th>Customer</th>
            <th>Status</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{order.status}</td>
              <td>{money(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
