import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { Channel } from '../data/orders';

export type ChannelFilter = Channel | 'any';

export interface OrderFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  channel: ChannelFilter;
  onChannelChange: (value: ChannelFilter) => void;
}

const channels: { value: ChannelFilter; label: string }[] = [
  { value: 'any', label: 'All channels' },
  { value: 'Web shop', label: 'Web shop' },
  { value: 'Market stall', label: 'Market stall' },
  { value: 'Wholesale', label: 'Wholesale' },
];

/** The search field (order number, customer or city) and the sales channel filter. */
export default function OrderFilters({ search, onSearchChange, channel, onChannelChange }: OrderFiltersProps) {
  return (
    <Box
      role="search"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' }, alignItems: 'end' }}
    >
      <FormControl size="sm">
        <FormLabel>Search orders</FormLabel>
        <Input
          type="search"
          placeholder="Order number, customer or city"
          startDecorator={<SearchRounded />}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Channel</FormLabel>
        <Select
          value={channel}
          onChange={(_, value) => value && onChannelChange(value)}
          // The listbox mounts after hydration: point the button at it only while it is open.
          slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
        >
          {channels.map((item) => (
            <Option key={item.value} value={item.value}>
              {item.label}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
