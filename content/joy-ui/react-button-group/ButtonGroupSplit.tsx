import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const formats = ['PDF', 'CSV', 'Excel workbook', 'JSON'];

export default function ButtonGroupSplit() {
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const menuId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [format, setFormat] = React.useState(0);

  return (
    <React.Fragment>
      <ButtonGroup ref={anchorRef} variant="solid" color="primary" aria-label="Export report">
        <Button onClick={() => window.alert(`Exporting as ${formats[format]}`)}>Export as {formats[format]}</Button>
        <IconButton
          aria-label="Choose export format"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <ArrowDropDown />
        </IconButton>
      </ButtonGroup>
      <Menu id={menuId} open={open} anchorEl={anchorRef.current} onClose={() => setOpen(false)} placement="bottom-end">
        {formats.map((name, index) => (
          <MenuItem
            key={name}
            selected={index === format}
            onClick={() => {
              setFormat(index);
              setOpen(false);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
