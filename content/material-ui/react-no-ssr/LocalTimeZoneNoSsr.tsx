import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

function ReaderLocale() {
  // Only the browser knows these: the server would render its own time zone and language.
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  const language = navigator.language;

  return (
    <Typography variant="body2">
      The webinar times below are shown in <strong>{timeZone}</strong>, with dates formatted for{' '}
      <strong>{language}</strong>.
    </Typography>
  );
}

// Same height as the text it stands for, with words for screen readers.
function SettingsPlaceholder() {
  return (
    <Box role="status">
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="60%" />
      <Box component="span" sx={visuallyHidden}>
        Loading your settings
      </Box>
    </Box>
  );
}

export default function LocalTimeZoneNoSsr() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography component="p" variant="subtitle1" gutterBottom>
          Your settings
        </Typography>
        <NoSsr fallback={<SettingsPlaceholder />}>
          <ReaderLocale />
        </NoSsr>
      </CardContent>
    </Card>
  );
}
