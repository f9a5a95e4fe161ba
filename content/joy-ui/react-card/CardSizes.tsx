import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card, { CardProps } from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const layouts: { size: CardProps['size']; where: string }[] = [
  { size: 'sm', where: 'Chat sidebar' },
  { size: 'md', where: 'Team directory' },
  { size: 'lg', where: 'Profile page' },
];

export default function CardSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {layouts.map(({ size, where }) => (
        <Box key={size}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            {where} · size=&quot;{size}&quot;
          </Typography>
          <Card size={size} orientation="horizontal" sx={{ alignItems: 'center' }}>
            <Avatar size={size} color="primary">
              MK
            </Avatar>
            <div>
              <Typography level="title-sm">Mina Kaur</Typography>
              <Typography level="body-xs">Product designer</Typography>
            </div>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
