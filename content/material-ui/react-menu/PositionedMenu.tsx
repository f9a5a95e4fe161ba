import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const formats = ['CSV spreadsheet', 'JSON file', 'Printable PDF'];

export default function PositionedMenu() {
  const ids = { button: React.useId(), menu: React.useId() };
  const [exportAnchor, setExportAnchor] = React.useState<null | HTMLButtonElement>(null);
  const [format, setFormat] = React.useState<string | null>(null);
  const isOpen = exportAnchor !== null;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, display: 'flex', alignItems: 'flex-end', gap: 2 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {format ? `Preparing ${format.toLowerCase()}…` : 'Monthly sales report, 2,410 rows'}
      </Typography>
      <Button
        variant="contained"
        id={ids.button}
        aria-controls={isOpen ? ids.menu : undefined}
        aria-expanded={isOpen ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setExportAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        open={isOpen}
        id={ids.menu}
        anchorEl={exportAnchor}
        anchorOrigin={{ horizontal: 'right', vertical: 'top' }}
        transformOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        onClose={() => setExportAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': ids.button } }}
      >
        {formats.map((option) => (
          <MenuItem key={option} onClick={() => { setFormat(option); setExportAnchor(null); }}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
