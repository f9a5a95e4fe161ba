import Chip from '@mui/joy/Chip';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoDisturbRounded from '@mui/icons-material/DoDisturbRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import UndoRounded from '@mui/icons-material/UndoRounded';
import type { ReactNode } from 'react';
import type { OrderStatus } from '../data/orders';
import { statusColors, statusLabels } from '../data/status';

const icons: Record<OrderStatus, ReactNode> = {
  'to-pack': <Inventory2Outlined />,
  shipped: <LocalShippingOutlined />,
  delivered: <CheckCircleRounded />,
  refunded: <UndoRounded />,
  cancelled: <DoDisturbRounded />,
};

/** An order's status as a soft chip: an icon and a word, so the colour is never the only cue. */
export default function StatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip variant="soft" size="sm" color={statusColors[status]} startDecorator={icons[status]}>
      {statusLabels[status]}
    </Chip>
  );
}
