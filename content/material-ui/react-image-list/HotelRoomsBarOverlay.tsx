import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { scene } from './scenes';

const rooms = [
  { name: 'Sea-view double', detail: '22 m² · balcony', src: scene('sea', ['#90e0ef', '#caf0f8'], '#0077b6', 400, 260) },
  { name: 'Garden suite', detail: '35 m² · terrace', src: scene('hills', ['#d8f3dc', '#f1faee'], '#2d6a4f', 400, 260) },
  { name: 'City loft', detail: '28 m² · top floor', src: scene('city', ['#ffcdb2', '#ffb4a2'], '#6d6875', 400, 260) },
  { name: 'Family room', detail: '40 m² · two bedrooms', src: scene('bowl', ['#fde4cf', '#ffcfd2'], '#b5838d', 400, 260) },
];

export default function HotelRoomsBarOverlay() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div>
      <ImageList cols={2} rowHeight={160} sx={{ maxWidth: 480, m: 0 }}>
        {rooms.map((room) => (
          <ImageListItem key={room.name}>
            <img src={room.src} alt="" loading="lazy" />
            <ImageListItemBar
              title={room.name}
              subtitle={room.detail}
              actionIcon={
                <IconButton
                  aria-label={`Details of the ${room.name}`}
                  onClick={() => setSelected(room.name)}
                  sx={{ color: 'common.white' }}
                >
                  <InfoOutlined />
                </IconButton>
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
      <Typography variant="body2" aria-live="polite" sx={{ mt: 1 }}>
        {selected ? `Showing details of the ${selected}.` : 'Pick a room to see its details.'}
      </Typography>
    </div>
  );
}
