import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { scene } from './scenes';

const prints = [
  { title: 'Lagoon', price: '€45 · A3 giclée', src: scene('sea', ['#48cae4', '#ade8f4'], '#0096c7') },
  { title: 'Ridge line', price: '€60 · A2 giclée', src: scene('hills', ['#ffafcc', '#ffc8dd'], '#6d597a') },
  { title: 'Downtown', price: '€45 · A3 screen print', src: scene('city', ['#ffd60a', '#ffee32'], '#003566') },
];

export default function PrintShopBarBelow() {
  return (
    <ImageList cols={3} gap={12} sx={{ maxWidth: 560, m: 0 }}>
      {prints.map((print) => (
        <ImageListItem key={print.title}>
          <img src={print.src} alt={`${print.title}, art print`} loading="lazy" />
          <ImageListItemBar position="below" title={print.title} subtitle={print.price} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
