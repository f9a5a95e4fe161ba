import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  { heading: 'Fruit', items: ['Apples', 'Blood oranges', 'Pears'] },
  { heading: 'Vegetables', items: ['Beetroot', 'Kale', 'Parsnips'] },
];

export default function GroupedMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [basket, setBasket] = React.useState<string[]>([]);
  const open = Boolean(anchorEl);
  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Add to veg box
      </Button>
      <p>Box: {basket.length ? basket.join(', ') : 'empty'}</p>
      <Menu id={menuId} anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {groups.flatMap(({ heading, items }) => [
          <ListSubheader key={heading} role="presentation">{heading}</ListSubheader>,
          ...items.map((item) => (
            <MenuItem key={item} onClick={() => { setBasket((list) => [...list, item]); setAnchorEl(null); }}>
              {item}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
