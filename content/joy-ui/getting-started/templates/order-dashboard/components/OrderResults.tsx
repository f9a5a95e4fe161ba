import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import OrderCards from './OrderCards';
import OrderTable from './OrderTable';
import Paginator from './Paginator';
import type { Order } from '../data/orders';

const PAGE_SIZE = 8;

export interface OrderResultsProps {
  orders: Order[];
  onOpen: (order: Order) => void;
  onMarkShipped: (orders: Order[]) => void;
}

/** One tab's orders: the bulk action bar, the table (or the list on small screens) and the pages. */
export default function OrderResults({ orders, onOpen, onMarkShipped }: OrderResultsProps) {
  const [page, setPage] = React.useState(0);
  const [selected, setSelected] = React.useState<string[]>([]);
  const pageCount = Math.max(1, Math.ceil(orders.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const visible = orders.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const selectedToPack = orders.filter((order) => selected.includes(order.id) && order.status === 'to-pack');

  if (orders.length === 0) {
    return (
      <Sheet variant="soft" sx={{ borderRadius: 'md', py: 6, px: 2, textAlign: 'center' }}>
        <SearchOffRounded sx={{ fontSize: 40, opacity: 0.7 }} />
        <Typography level="title-md" sx={{ mt: 1 }}>
          No orders match
        </Typography>
        <Typography level="body-sm">Try another spelling, or set the channel back to “All channels”.</Typography>
      </Sheet>
    );
  }

  const markOne = (order: Order) => onMarkShipped([order]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {selected.length > 0 && (
        <Sheet
          variant="soft"
          color="primary"
          sx={{ borderRadius: 'md', px: 2, py: 1, display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2 }}
        >
          <Typography level="title-sm" textColor="inherit" sx={{ mr: 'auto' }}>
            {selected.length} selected
          </Typography>
          <Button
            size="sm"
            startDecorator={<LocalShippingOutlined />}
            disabled={selectedToPack.length === 0}
            onClick={() => {
              onMarkShipped(selectedToPack);
              setSelected([]);
            }}
          >
            {selectedToPack.length > 0 ? `Mark ${selectedToPack.length} as shipped` : 'None left to pack'}
          </Button>
          <Button size="sm" variant="plain" onClick={() => setSelected([])}>
            Clear
          </Button>
        </Sheet>
      )}
      <OrderTable orders={visible} selected={selected} onSelectedChange={setSelected} onOpen={onOpen} onMarkShipped={markOne} />
      <OrderCards orders={visible} onOpen={onOpen} onMarkShipped={markOne} />
      <Paginator page={currentPage} pageCount={pageCount} total={orders.length} pageSize={PAGE_SIZE} onPageChange={setPage} />
    </Box>
  );
}
