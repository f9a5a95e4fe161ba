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
        <Typography>Interactive (default): move into the tooltip and follow its link</Typography>
        <Tooltip
          title={
            <span>
              Retention is 30 days on the Team plan.{' '}
              <Link href="#retention" color="inherit">
                Compare plans
              </Link>
            </span>
          }
        >
          <IconButton size="small" aria-label="About log retention">
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography>Not interactive: closes as soon as the pointer leaves the icon</Typography>
        <Tooltip title="Logs older than 30 days are deleted automatically." disableInteractive>
          <IconButton size="small" aria-label="About log deletion">
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
