import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { money, orders } from './data';

export default function TableStickyFooter() {
  const paid = orders.filter((order) => order.status === 'Paid');
  const items = paid.reduce((sum, order) => sum + order.items, 0);
  const revenue = paid.reduce((sum, order) => sum + order.total, 0);
  return (
    <Sheet variant="outlined" tabIndex={0} role="region" aria-label="Paid orders, scrollable" sx={{ height: 240, overflow: 'auto', borderRadius: 'sm', width: '100%' }}>
      <Table stickyHeader stickyFooter aria-label="Paid orders with totals">
        <thead>
          <tr>
            <th>Order</th>
            <th>Customer</th>
            <th>Items</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {paid.map((order) => (
            <tr key={order.id}>
              <td>{order.id}</td>
              <td>{order.customer}</td>
              <td>{order.items}</td>
              <td>{money(order.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {paid.length} paid orders
            </th>
            <td>{items}</td>
            <td>{money(revenue)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
