import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const figures = [
  ['Followers', '12.4k'],
  ['Following', '318'],
  ['Posts', '1,092'],
];

export default function StackDividers() {
  return (
    // divider is rendered between every pair of children.
    <Stack
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" />}
      sx={{ justifyContent: 'center', textAlign: 'center' }}
    >
      {figures.map(([label, value]) => (
        <div key={label}>
          <Typography level="title-lg">{value}</Typography>
          <Typography level="body-xs" textColor="text.secondary">
            {label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
