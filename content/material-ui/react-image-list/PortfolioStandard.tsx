import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { scene } from './scenes';

const projects = [
  { alt: 'Rolling green hills under a pale morning sky', src: scene('hills', ['#bde0fe', '#e9f5ff'], '#6a994e') },
  { alt: 'Calm turquoise sea below a peach sunset', src: scene('sea', ['#ffb4a2', '#ffe5d9'], '#2a9d8f') },
  { alt: 'Dark city skyline against an orange dusk', src: scene('city', ['#f77f00', '#fcbf49'], '#1d3557') },
  { alt: 'Bowl of cherries and apricots on a grey table', src: scene('bowl', ['#dee2e6', '#f8f9fa'], '#6c757d') },
  { alt: 'Brown autumn hills under a cloudy sky', src: scene('hills', ['#adb5bd', '#e9ecef'], '#bc6c25') },
  { alt: 'Night sea under a deep blue sky', src: scene('sea', ['#03045e', '#0077b6'], '#023e8a') },
];

export default function PortfolioStandard() {
  return (
    <ImageList cols={3} rowHeight={140} sx={{ maxWidth: 520, m: 0 }}>
      {projects.map((project) => (
        <ImageListItem key={project.alt}>
          <img src={project.src} alt={project.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
