import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import { money, orders, Order } from './data';

type Key = 'customer' | 'items' | 'total';
const columns: { key: Key; label: string }[] = [
  { key: 'customer', label: 'Customer' },
  { key: 'items', label: 'Items' },
  { key: 'total', label: 'Total' },
];

export default function TableSort() {
  const [sortBy, setSortBy] = React.useState<Key>('total');
  const [direction, setDirection] = React.useState<'ascending' | 'descending'>('descending');
  const sorted = [...orders.slice(0, 6)].sort((a: Order, b: Order) => {
    const result = a[sortBy] < b[sortBy] ? -1 : a[sortBy] > b[sortBy] ? 1 : 0;
    return direction === 'ascending' ? result : -result;
  });
  const sort = (key: Key) => {
    setDirection(key === sortBy && direction === 'ascending' ? 'descending' : 'ascending');
    setSortBy(key);
  };
  return (
    <Table aria-label="Orders, sortable">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} aria-sort={sortBy === column.key ? direction : undefined}>
              <Link
                component="button"
                underline="none"
                color="neutral"
                fontWeight="lg"
                onClick={() => sort(column.key)}
                endDecorator={
                  <ArrowDownward
                    sx={{
                      opacity: sortBy === column.key ? 1 : 0,
                      transform: direction === 'ascending' ? 'rotate(180deg)' : 'none',
                      transition: 'transform 0.2s',
                    }}
                  />
                }
              >
                {column.label}
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((order) => (
          <tr key={order.id}>
            <td>{order.customer}</td>
            <td>{order.items}</td>
            <td>{money(order.total)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
