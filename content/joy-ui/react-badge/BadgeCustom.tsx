import Badge from '@mui/joy/Badge';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function BadgeCustom() {
  return (
    <Badge
      component="div"
      badgeContent="New"
      color="primary"
      variant="solid"
      badgeInset="8px 34px 0 0"
      sx={{
        '--Badge-paddingX': '10px',
        '--Badge-minHeight': '22px',
        '--Badge-ringSize': '3px',
      }}
      slotProps={{ badge: { sx: { textTransform: 'uppercase', letterSpacing: '0.06em', borderRadius: 'sm' } } }}
    >
      <Card variant="outlined" sx={{ width: 240 }}>
        <Typography level="title-md" component="h3">
          Trail runner 4
        </Typography>
        <Typography level="body-sm">Lighter sole, wider toe box. €129</Typography>
      </Card>
    </Badge>
  );
}
