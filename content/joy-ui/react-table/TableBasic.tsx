import Table from '@mui/joy/Table';
import { money, orders } from './data';

export default function TableBasic() {
  return (
    <Table aria-label="Latest orders">
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>City</th>
          <th style={{ textAlign: 'right' }}>Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.slice(0, 5).map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{order.customer}</td>
            <td>{order.city}</td>
            <td style={{ textAlign: 'right' }}>{money(order.total)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
