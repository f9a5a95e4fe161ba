import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import TerminalIcon from '@mui/icons-material/Terminal';

export default function DenseAppBar() {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <TerminalIcon aria-hidden fontSize="small" />
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', flexGrow: 1 }}>
          invoices/export.sql
        </Typography>
        <Chip label="Unsaved" size="small" sx={{ color: 'inherit', borderColor: 'currentColor' }} variant="outlined" />
        <Button color="inherit" size="small">
          Run query
        </Button>
        <IconButton color="inherit" size="small" edge="end" aria-label="Save file">
          <SaveIcon fontSize="small" />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
