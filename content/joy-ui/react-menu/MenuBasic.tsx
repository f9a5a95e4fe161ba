import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const formats = ['CSV', 'Excel workbook', 'PDF report'];

export default function MenuBasic() {
  const [last, setLast] = React.useState('');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Dropdown>
        <MenuButton>Export orders</MenuButton>
        <Menu>
          {formats.map((format) => (
            <MenuItem key={format} onClick={() => setLast(format)}>
              {format}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" aria-live="polite">
        {last && `Preparing ${last} export…`}
      </Typography>
    </Stack>
  );
}
