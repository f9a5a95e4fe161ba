import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ShowZeroBadges() {
  return (
    <Stack direction="row" spacing={5}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge badgeContent={0} color="primary">
          <BugReportOutlinedIcon />
        </Badge>
        <Typography variant="caption">Open bugs (hidden at 0)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* "0 pull requests to review" is good news worth showing. */}
        <Badge badgeContent={0} color="success" showZero>
          <CallMergeIcon />
        </Badge>
        <Typography variant="caption">Reviews waiting (showZero)</Typography>
      </Stack>
    </Stack>
  );
}
