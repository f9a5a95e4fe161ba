import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function SoldOutBadgeSx() {
  return (
    <Card variant="outlined" sx={{ width: 260, mx: 'auto' }}>
      <AspectRatio ratio="4/3" sx={{ position: 'relative' }}>
        <Box
          role="img"
          aria-label="A stack of linen napkins in sage green"
          sx={{ background: 'linear-gradient(135deg, #c9d8c5, #7d9a78)' }}
        />
      </AspectRatio>
      <Chip
        variant="solid"
        color="danger"
        size="sm"
        sx={{
          position: 'absolute',
          top: 24,
          insetInlineEnd: 24,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          fontWeight: 'xl',
          boxShadow: 'sm',
        }}
      >
        Sold out
      </Chip>
      <Typography level="title-md">Linen napkins, set of 4</Typography>
      <Typography level="body-sm" sx={{ color: 'text.tertiary', textDecoration: 'line-through' }}>
        €32.00
      </Typography>
    </Card>
  );
}
