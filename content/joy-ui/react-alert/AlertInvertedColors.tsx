import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Storage from '@mui/icons-material/Storage';

const usedGb = 14.6;
const quotaGb = 15;

export default function AlertInvertedColors() {
  const percent = Math.round((usedGb / quotaGb) * 100);
  return (
    <Alert role="status" variant="solid" color="danger" invertedColors startDecorator={<Storage />} sx={{ alignItems: 'flex-start', maxWidth: 520 }}>
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="title-md">Mailbox {percent}% full</Typography>
        <LinearProgress determinate value={percent} aria-label="Mailbox storage used" />
        <Typography level="body-sm" textColor="inherit">
          {usedGb} of {quotaGb} GB used. New mail will bounce once the mailbox is full.{' '}
          <Link href="https://support.google.com/mail/" underline="always">
            How to free up space
          </Link>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="sm">Get more storage</Button>
          <Button size="sm" variant="plain">
            Empty trash
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
