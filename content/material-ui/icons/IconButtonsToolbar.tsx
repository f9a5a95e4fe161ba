import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

export default function IconButtonsToolbar() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* Icon-only: the button needs its own name; the tooltip shows it to sighted users. */}
      <Tooltip title="Undo">
        <IconButton aria-label="Undo">
          <UndoIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Redo">
        <IconButton aria-label="Redo">
          <RedoIcon />
        </IconButton>
      </Tooltip>
      {/* With text: the label names the button, the icons stay decorative. */}
      <Button variant="outlined" endIcon={<ArrowDropDownIcon />}>
        Export
      </Button>
      <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />}>
        Invite people
      </Button>
    </Stack>
  );
}
