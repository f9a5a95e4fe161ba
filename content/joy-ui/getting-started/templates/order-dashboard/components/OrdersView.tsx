import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Snackbar from '@mui/joy/Snackbar';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import OrderDetails from './OrderDetails';
import OrderFilters, { type ChannelFilter } from './OrderFilters';
import OrderResults from './OrderResults';
import SummaryCards from './SummaryCards';
import { orders as sampleOrders, type Order } from '../data/orders';
import { statusTabs } from '../data/status';

function matches(order: Order, search: string, channel: ChannelFilter) {
  if (channel !== 'any' && order.channel !== channel) {
    return false;
  }
  const words = search.trim().toLowerCase();
  if (!words) {
    return true;
  }
  const haystack = `${order.id} ${order.customer.name} ${order.customer.city} ${order.customer.email}`.toLowerCase();
  return words.split(/\s+/).every((word) => haystack.includes(word));
}

export interface OrdersViewProps {
  /** Hidden while another section is open: kept mounted, so the orders keep their changes. */
  hidden?: boolean;
}

/** The `main` region: title and actions, key figures, filters, and a tab per order status. */
export default function OrdersView({ hidden = false }: OrdersViewProps) {
  const [orders, setOrders] = React.useState(sampleOrders);
  const [search, setSearch] = React.useState('');
  const [channel, setChannel] = React.useState<ChannelFilter>('any');
  const [tab, setTab] = React.useState('all');
  const [openId, setOpenId] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');

  const filtered = orders.filter((order) => matches(order, search, channel));
  const openOrder = orders.find((order) => order.id === openId) ?? null;

  const markShipped = (shipped: Order[]) => {
    const ids = shipped.map((order) => order.id);
    setOrders((current) => current.map((order) => (ids.includes(order.id) ? { ...order, status: 'shipped' } : order)));
    setNotice(ids.length === 1 ? `Order ${ids[0]} marked as shipped.` : `${ids.length} orders marked as shipped.`);
  };

  return (
    <Box
      component="main"
      hidden={hidden}
      sx={{ flex: 1, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, display: hidden ? 'none' : 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography level="h2" component="h1">
            Orders
          </Typography>
          <Typography level="body-sm">Everything sold through the web shop, the market stall and wholesale accounts.</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" color="neutral" startDecorator={<FileDownloadOutlined />}>
            Export CSV
          </Button>
          <Button startDecorator={<AddRounded />}>New order</Button>
        </Box>
      </Box>
      <SummaryCards orders={orders} />
      <OrderFilters search={search} onSearchChange={setSearch} channel={channel} onChannelChange={setChannel} />
      <Tabs value={tab} onChange={(_, value) => setTab(String(value))} sx={{ bgcolor: 'transparent' }}>
        <TabList
          size="sm"
          sx={{
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            '&::-webkit-scrollbar': { display: 'none' },
            [`& .MuiTab-root`]: { flex: 'none', scrollSnapAlign: 'start' },
          }}
        >
          {statusTabs.map((item) => {
            const count = filtered.filter((order) => item.statuses.includes(order.status)).length;
            return (
              <Tab key={item.value} value={item.value} indicatorInset>
                {item.label}
                {/* A span: a tab is a button, which may only hold phrasing content. */}
                <Chip component="span" size="sm" variant="soft" color={tab === item.value ? 'primary' : 'neutral'}>
                  {count}
                </Chip>
              </Tab>
            );
          })}
        </TabList>
        {statusTabs.map((item) => (
          <TabPanel key={item.value} value={item.value} sx={{ px: 0, pb: 0 }}>
            <OrderResults
              key={`${search}|${channel}`}
              orders={filtered.filter((order) => item.statuses.includes(order.status))}
              onOpen={(order) => setOpenId(order.id)}
              onMarkShipped={markShipped}
            />
          </TabPanel>
        ))}
      </Tabs>
      <OrderDetails
        order={openOrder}
        onClose={() => setOpenId(null)}
        onMarkShipped={(order) => markShipped([order])}
      />
      <Snackbar
        role="status"
        open={Boolean(notice)}
        onClose={() => setNotice('')}
        autoHideDuration={4000}
        color="success"
        variant="soft"
        startDecorator={<CheckCircleRounded />}
      >
        {notice}
      </Snackbar>
    </Box>
  );
}
