import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { scene } from './scenes';

const thumbnails = [
  { alt: 'Blue lake below green hills', src: scene('hills', ['#a0c4ff', '#caffbf'], '#52b69a') },
  { alt: 'Red evening sea', src: scene('sea', ['#e63946', '#f4a261'], '#1d3557') },
  { alt: 'Snowy city blocks', src: scene('city', ['#e9ecef', '#f8f9fa'], '#6c757d') },
  { alt: 'Plums in a white bowl', src: scene('bowl', ['#e5e5e5', '#ffffff'], '#bfbfbf') },
  { alt: 'Hills at first light', src: scene('hills', ['#ffc6ff', '#ffd6a5'], '#7b2cbf') },
  { alt: 'Sea in a storm', src: scene('sea', ['#6c757d', '#adb5bd'], '#212529') },
];

export default function ResponsiveColumns() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <ImageList cols={wide ? 3 : 2} gap={wide ? 8 : 4} sx={{ m: 0 }}>
      {thumbnails.map((item) => (
        <ImageListItem key={item.alt}>
          <img src={item.src} alt={item.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
