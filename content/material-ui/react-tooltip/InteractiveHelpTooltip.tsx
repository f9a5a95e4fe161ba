import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function InteractiveHelpTooltip() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography>Follow the system theme</Typography>
        {/* Interactive (default): the pointer can move into the tooltip and use the link. */}
        <Tooltip
          title={
            <span>
              Switches between light and dark with your operating system.{' '}
              <Link href="/material-ui/customization/dark-mode/" color="inherit">
                How dark mode works
              </Link>
            </span>
          }
        >
          <IconButton size="small" aria-label="About following the system theme">
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography>Reduce motion</Typography>
        {/* disableInteractive: closes as soon as the pointer leaves the icon. */}
        <Tooltip title="Shortens animations and turns off parallax effects." disableInteractive>
          <IconButton size="small" aria-label="About reducing motion">
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
