import Stack from '@mui/material/Stack';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Posts', value: '128' },
  { label: 'Followers', value: '4.2k' },
  { label: 'Following', value: '311' },
];

export default function ProfileStats() {
  return (
    <Stack direction="row" spacing={3} divider={<Divider orientation="vertical" flexItem />}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography component="p" variant="h6">
            {stat.value}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
