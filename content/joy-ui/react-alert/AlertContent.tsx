import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import ReportProblem from '@mui/icons-material/ReportProblem';

export default function AlertContent() {
  return (
    <Alert
      color="warning"
      variant="soft"
      startDecorator={<ReportProblem />}
      sx={{ alignItems: 'flex-start', maxWidth: 520 }}
    >
      <div>
        <Typography level="title-md" color="warning">
          Your card expires this month
        </Typography>
        <Typography level="body-sm" color="warning">
          Update the Visa ending in 4417 before 31 May to keep your subscription running without a break.
        </Typography>
      </div>
    </Alert>
  );
}
