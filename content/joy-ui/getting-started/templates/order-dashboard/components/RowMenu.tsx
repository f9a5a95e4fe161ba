import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import UndoRounded from '@mui/icons-material/UndoRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Order } from '../data/orders';

export interface RowMenuProps {
  order: Order;
  onOpen: (order: Order) => void;
  onMarkShipped: (order: Order) => void;
}

/** Actions on one order, behind an icon button named after the order. */
export default function RowMenu({ order, onOpen, onMarkShipped }: RowMenuProps) {
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <Dropdown open={open} onOpenChange={(_, isOpen) => setOpen(isOpen)}>
      <MenuButton
        // Joy's menu is only in the page while open: point the button at it only then.
        aria-controls={open ? menuId : undefined}
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', color: 'neutral', size: 'sm' } }}
        aria-label={`Actions for order ${order.id}`}
      >
        <MoreHorizRounded />
      </MenuButton>
      <Menu id={menuId} placement="bottom-end" size="sm" sx={{ minWidth: 200 }}>
        <MenuItem onClick={() => onOpen(order)}>
          <ListItemDecorator>
            <VisibilityOutlined />
          </ListItemDecorator>
          View details
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <PrintOutlined />
          </ListItemDecorator>
          Print packing slip
        </MenuItem>
        {order.status === 'to-pack' && (
          <MenuItem onClick={() => onMarkShipped(order)}>
            <ListItemDecorator>
              <LocalShippingOutlined />
            </ListItemDecorator>
            Mark as shipped
          </MenuItem>
        )}
        <ListDivider />
        <MenuItem color="danger" disabled={order.status === 'refunded' || order.status === 'cancelled'}>
          <ListItemDecorator>
            <UndoRounded />
          </ListItemDecorator>
          Refund…
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
