import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { scene } from './scenes';

const pieces = [
  { alt: 'Glazed green bowl, side view', src: scene('bowl', ['#e9f5db', '#cfe1b9'], '#718355', 300, 400) },
  { alt: 'Speckled white bowl on linen', src: scene('bowl', ['#f8f9fa', '#e9ecef'], '#adb5bd', 300, 400) },
  { alt: 'Terracotta serving dish with fruit', src: scene('bowl', ['#ffe8d6', '#ddbea9'], '#cb997e', 300, 400) },
  { alt: 'Deep blue ramen bowl', src: scene('bowl', ['#caf0f8', '#90e0ef'], '#0077b6', 300, 400) },
  { alt: 'Black stoneware bowl on oak', src: scene('bowl', ['#d6ccc2', '#edede9'], '#343a40', 300, 400) },
  { alt: 'Yellow breakfast bowl in sunlight', src: scene('bowl', ['#fff3b0', '#ffe066'], '#e09f3e', 300, 400) },
];

export default function CeramicsWoven() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ maxWidth: 480, m: 0 }}>
      {pieces.map((piece) => (
        <ImageListItem key={piece.alt}>
          <img src={piece.src} alt={piece.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
