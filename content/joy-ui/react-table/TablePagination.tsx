import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { money, orders } from './data';

export default function TablePagination() {
  const [page, setPage] = React.useState(0);
  const [perPage, setPerPage] = React.useState(5);
  const first = page * perPage;
  const last = Math.min(first + perPage, orders.length);
  return (
    <Table aria-label="Orders, paginated">
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.slice(first, last).map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{order.customer}</td>
            <td>{money(order.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <ToggleButtonGroup
                size="sm"
                aria-label="Rows per page"
                value={String(perPage)}
                onChange={(_, value) => {
                  if (value) {
                    setPerPage(Number(value));
                    setPage(0);
                  }
                }}
              >
                <Button value="5">5 rows</Button>
                <Button value="10">10 rows</Button>
              </ToggleButtonGroup>
              <Typography level="body-sm" aria-live="polite">
                {first + 1}–{last} of {orders.length}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <IconButton size="sm" variant="outlined" color="neutral" aria-label="Previous page" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  <KeyboardArrowLeft />
                </IconButton>
                <IconButton size="sm" variant="outlined" color="neutral" aria-label="Next page" disabled={last >= orders.length} onClick={() => setPage(page + 1)}>
                  <KeyboardArrowRight />
                </IconButton>
              </Box>
            </Box>
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
