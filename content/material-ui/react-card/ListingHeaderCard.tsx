import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export default function ListingHeaderCard() {
  return (
    <Card sx={{ maxWidth: 380 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>JT</Avatar>}
        action={
          <IconButton aria-label="More options for this listing">
            <MoreVertIcon />
          </IconButton>
        }
        title="Bike for sale: Dutch city bike, 7 gears"
        subheader="Jonas Thiel · Utrecht · 2 hours ago"
        slotProps={{ title: { component: 'h3', sx: { fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2">
          Serviced in March, new tyres, front basket included. €180, pick-up only.
        </Typography>
      </CardContent>
    </Card>
  );
}
