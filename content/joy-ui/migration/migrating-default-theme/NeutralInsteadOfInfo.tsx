import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';

// Messages that used color="info" now use neutral; primary is kept for news that needs a look.
export default function NeutralInsteadOfInfo() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, mx: 'auto' }}>
      <Alert color="neutral" variant="soft" role="note" startDecorator={<InfoOutlined />}>
        Exports run overnight. Large files arrive by email within a day.
      </Alert>
      <Alert color="primary" variant="soft" role="note" startDecorator={<CampaignOutlined />}>
        Scheduled exports are now available on every plan.
      </Alert>
      <Stack direction="row" spacing={1}>
        <Chip color="neutral" variant="soft">
          Draft
        </Chip>
        <Chip color="neutral" variant="outlined">
          Read-only
        </Chip>
      </Stack>
    </Stack>
  );
}
