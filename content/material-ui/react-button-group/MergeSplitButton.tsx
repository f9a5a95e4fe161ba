import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const strategies = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function MergeSplitButton() {
  const groupRef = React.useRef<HTMLDivElement>(null);
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [strategy, setStrategy] = React.useState(1);
  const [result, setResult] = React.useState('');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" ref={groupRef} aria-label="Merge pull request #318">
        <Button onClick={() => setResult(`Pull request #318: ${strategies[strategy].toLowerCase()} done.`)}>
          {strategies[strategy]}
        </Button>
        <Button
          size="small"
          aria-label="Choose how to merge"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={groupRef.current} open={open} onClose={() => setOpen(false)}>
        {strategies.map((label, index) => (
          <MenuItem
            key={label}
            selected={index === strategy}
            disabled={index === 2}
            onClick={() => {
              setStrategy(index);
              setOpen(false);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" role="status">
        {result}
      </Typography>
    </Stack>
  );
}
