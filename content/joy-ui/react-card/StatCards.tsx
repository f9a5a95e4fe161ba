import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';

const stats = [
  { label: 'Revenue', value: '€48,210', change: '+12.4 %', up: true },
  { label: 'New customers', value: '312', change: '+4.1 %', up: true },
  { label: 'Refunds', value: '€1,090', change: '−2.3 %', up: false },
];

export default function StatCards() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
      {stats.map((stat) => (
        <Card key={stat.label} variant="soft" size="sm">
          <CardContent>
            <Typography level="body-sm">{stat.label} · May</Typography>
            <Typography level="h3" component="p">
              {stat.value}
            </Typography>
          </CardContent>
          <Chip
            size="sm"
            variant="outlined"
            color={stat.up ? 'success' : 'danger'}
            startDecorator={stat.up ? <TrendingUp /> : <TrendingDown />}
          >
            {stat.change} vs April
          </Chip>
        </Card>
      ))}
    </Box>
  );
}
