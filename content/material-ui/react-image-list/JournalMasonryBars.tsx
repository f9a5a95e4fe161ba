import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { scene } from './scenes';

const posts = [
  { title: 'Three days on the coast path', date: '12 April', src: scene('sea', ['#ffcad4', '#fff0f3'], '#4361ee', 300, 420) },
  { title: 'Spring soup', date: '3 April', src: scene('bowl', ['#f1faee', '#e9f5db'], '#90a955', 300, 260) },
  { title: 'Rooftops of Porto', date: '28 March', src: scene('city', ['#ffd6a5', '#ffadad'], '#6a4c93', 300, 360) },
  { title: 'First hike of the year', date: '20 March', src: scene('hills', ['#bde0fe', '#a2d2ff'], '#386641', 300, 300) },
];

export default function JournalMasonryBars() {
  return (
    <ImageList variant="masonry" cols={2} gap={12} sx={{ maxWidth: 460, m: 0 }}>
      {posts.map((post) => (
        <ImageListItem key={post.title}>
          <img src={post.src} alt="" loading="lazy" style={{ borderRadius: 6 }} />
          <ImageListItemBar position="below" title={post.title} subtitle={post.date} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
