import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import Lightbulb from '@mui/icons-material/Lightbulb';

export default function AlertCustom() {
  return (
    <Alert
      role="note"
      variant="soft"
      color="neutral"
      startDecorator={<Lightbulb />}
      sx={{
        maxWidth: 520,
        alignItems: 'flex-start',
        borderRadius: 0,
        borderInlineStart: '4px solid',
        borderColor: 'primary.500',
        gap: 1.5,
        '--Alert-padding': '16px',
      }}
    >
      <div>
        <Typography level="title-sm">Good to know</Typography>
        <Typography level="body-sm">
          Recurring invoices are created at 06:00 in your account&apos;s time zone, not the customer&apos;s.
        </Typography>
      </div>
    </Alert>
  );
}
