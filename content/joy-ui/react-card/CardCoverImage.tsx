import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import LocationOn from '@mui/icons-material/LocationOn';
import { landscape } from './art';

export default function CardCoverImage() {
  return (
    <Card sx={{ minHeight: 260, width: 320, mx: 'auto' }}>
      {/* The first cover is the picture... */}
      <CardCover>
        <img src={landscape('#f2a65a', '#6b4f7a', '#fff2c2')} alt="Drawing of purple hills at sunset" />
      </CardCover>
      {/* ...the second darkens its lower part so the white text stays readable. */}
      <CardCover sx={{ background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0) 65%)' }} />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Dolomites hiking week
        </Typography>
        <Typography startDecorator={<LocationOn />} textColor="neutral.200">
          Cortina d’Ampezzo, Italy
        </Typography>
      </CardContent>
    </Card>
  );
}
