import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const goals = [
  { label: 'Monthly revenue', value: 72 },
  { label: 'New customers', value: 54 },
  { label: 'Support tickets closed', value: 91 },
];

export default function GridDashboard() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card sx={{ height: '100%' }}>
          <Typography level="title-md">Revenue this month</Typography>
          <Typography level="h2" component="p">
            €84,300
          </Typography>
          <Typography level="body-sm">72 % of the €117,000 goal, with 9 days to go.</Typography>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <Card sx={{ height: '100%' }}>
          <Typography level="title-md">Top region</Typography>
          <Typography level="body-sm">Nordics: €21,900 (+14 %)</Typography>
        </Card>
      </Grid>
      {goals.map((goal) => (
        <Grid key={goal.label} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card>
            <Typography level="title-sm">{goal.label}</Typography>
            <LinearProgress
              determinate
              value={goal.value}
              aria-label={`${goal.label}: ${goal.value} % of goal`}
            />
            <Typography level="body-xs">{goal.value} % of goal</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
