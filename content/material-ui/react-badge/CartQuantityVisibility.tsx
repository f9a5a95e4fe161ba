import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import * as React from 'react';

export default function CartQuantityVisibility() {
  const [count, setCount] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* A count of 0 hides the badge on its own; `invisible` hides it whatever the count. */}
      <Badge badgeContent={count} color="secondary" invisible={hidden}>
        <ShoppingCartOutlinedIcon titleAccess={`Cart, ${count} items`} />
      </Badge>
      <ButtonGroup size="small" aria-label="Cart quantity">
        <Button aria-label="Remove one item" onClick={() => setCount(Math.max(count - 1, 0))}>
          <RemoveIcon fontSize="small" />
        </Button>
        <Button aria-label="Add one item" onClick={() => setCount(count + 1)}>
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide badge"
      />
    </Stack>
  );
}
