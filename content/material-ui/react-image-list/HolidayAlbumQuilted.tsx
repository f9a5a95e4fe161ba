import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { scene } from './scenes';

const photos = [
  { alt: 'Harbour at sunset, the cover photo of the album', src: scene('sea', ['#ff8fab', '#ffc2d1'], '#3a86ff', 600, 440), cols: 2, rows: 2 },
  { alt: 'Old town rooftops at noon', src: scene('city', ['#8ecae6', '#caf0f8'], '#9c6644') },
  { alt: 'Breakfast of figs and peaches', src: scene('bowl', ['#fefae0', '#faedcd'], '#bc6c25') },
  { alt: 'Vineyard hills seen from the train, a wide panorama', src: scene('hills', ['#a2d2ff', '#e7f1ff'], '#588157', 600, 220), cols: 2 },
  { alt: 'Evening swim at the lake', src: scene('sea', ['#ffd6a5', '#fdffb6'], '#00b4d8') },
  { alt: 'Market stalls in the square, a tall shot', src: scene('city', ['#cdb4db', '#ffc8dd'], '#5e548e', 300, 440), rows: 2 },
  { alt: 'Picnic lunch on the hill', src: scene('bowl', ['#d8f3dc', '#b7e4c7'], '#40916c') },
];

export default function HolidayAlbumQuilted() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={110} sx={{ maxWidth: 500, m: 0 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.alt} cols={photo.cols ?? 1} rows={photo.rows ?? 1}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
