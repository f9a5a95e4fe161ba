import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { scene } from './scenes';

const references = [
  { alt: 'Tall skyline in violet dusk light', src: scene('city', ['#7209b7', '#f72585'], '#3a0ca3', 300, 460) },
  { alt: 'Wide shot of pastel hills', src: scene('hills', ['#ffcad4', '#f4acb7'], '#9d8189', 400, 260) },
  { alt: 'Square still life of fruit on blue', src: scene('bowl', ['#a9def9', '#e4c1f9'], '#5390d9', 300, 300) },
  { alt: 'Grey sea on an overcast day', src: scene('sea', ['#ced4da', '#f1f3f5'], '#495057', 400, 300) },
  { alt: 'Portrait of a green valley', src: scene('hills', ['#caffbf', '#fdffb6'], '#2b9348', 300, 420) },
  { alt: 'Harbour towers at golden hour', src: scene('city', ['#ffb703', '#ffd166'], '#8d5524', 400, 280) },
];

export default function MoodBoardMasonry() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{ maxWidth: 520, m: 0 }}>
      {references.map((item) => (
        <ImageListItem key={item.alt}>
          <img src={item.src} alt={item.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
