import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const stats = [
  { label: 'Orders today', value: '128', change: '+12 % on last Tuesday' },
  { label: 'Average basket', value: '€37.40', change: '+3 % on last Tuesday' },
];

export default function RaisedStatCard() {
  const [lifted, setLifted] = React.useState<string | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {stats.map((stat) => (
        <Card
          key={stat.label}
          raised={lifted === stat.label}
          onMouseEnter={() => setLifted(stat.label)}
          onMouseLeave={() => setLifted(null)}
          sx={{ minWidth: 200, transition: (theme) => theme.transitions.create('box-shadow') }}
        >
          <CardContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h4" component="p">
              {stat.value}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
              <TrendingUpIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{stat.change}</Typography>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
