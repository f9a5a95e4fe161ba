import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import { landscape } from './illustrations';

const photos = [
  { alt: 'Dawn over the fjord, pink sky above dark hills', src: landscape(['#f7a8b8', '#fde2c8'], '#3b4a6b', 400, 300) },
  { alt: 'Desert dunes at noon under a pale blue sky', src: landscape(['#8ecae6', '#e0f2fe'], '#d4a373', 300, 420) },
  { alt: 'Pine forest at dusk with an orange sky', src: landscape(['#ff9f1c', '#ffbf69'], '#2d6a4f', 400, 260) },
  { alt: 'Snowy peaks under a deep blue winter sky', src: landscape(['#1d3557', '#a8dadc'], '#f1faee', 300, 380) },
  { alt: 'Green valley on a bright summer morning', src: landscape(['#90e0ef', '#caf0f8'], '#52b788', 400, 320) },
  { alt: 'Purple evening over a lavender field', src: landscape(['#5a189a', '#c77dff'], '#9d4edd', 300, 300) },
];

export default function TravelPhotosMasonry() {
  return (
    <Box sx={{ maxWidth: 600 }}>
      <Masonry columns={3} spacing={1}>
        {photos.map((photo) => (
          <img
            key={photo.alt}
            src={photo.src}
            alt={photo.alt}
            loading="lazy"
            style={{ display: 'block', width: '100%', borderRadius: 4 }}
          />
        ))}
      </Masonry>
    </Box>
  );
}
