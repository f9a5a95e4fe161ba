import EditIcon from '@mui/icons-material/Edit';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NavigationIcon from '@mui/icons-material/Navigation';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function ExtendedFabs() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ mr: 1 }} />
        Start route
      </Fab>
      <Fab variant="extended" size="medium">
        <EditIcon sx={{ mr: 1 }} />
        Compose
      </Fab>
      {/* With href the Fab renders a link. */}
      <Fab variant="extended" size="small" href="/material-ui/api/fab/">
        <HelpOutlineIcon sx={{ mr: 0.5 }} fontSize="small" />
        Fab API
      </Fab>
    </Stack>
  );
}
