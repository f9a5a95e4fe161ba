import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Check from '@mui/icons-material/Check';
import Sort from '@mui/icons-material/Sort';

const orders = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low'];

export default function MenuSelected() {
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <Dropdown>
      {/* The button shows the current choice, so it is announced too. */}
      <MenuButton startDecorator={<Sort />}>Sort: {order}</MenuButton>
      <Menu sx={{ minWidth: 220 }}>
        {orders.map((option) => (
          <MenuItem key={option} selected={option === order} onClick={() => setOrder(option)}>
            <ListItemDecorator>{option === order && <Check titleAccess="Current order" />}</ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
