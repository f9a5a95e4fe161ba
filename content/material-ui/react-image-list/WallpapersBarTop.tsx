import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import * as React from 'react';
import { scene } from './scenes';

const wallpapers = [
  { name: 'Polar night', src: scene('sea', ['#10002b', '#3c096c'], '#240046', 640, 200), wide: true },
  { name: 'Meadow', src: scene('hills', ['#e0fbfc', '#c2dfe3'], '#5c946e', 400, 240) },
  { name: 'Skyline', src: scene('city', ['#ff6d00', '#ff9e00'], '#240046', 400, 240) },
];

export default function WallpapersBarTop() {
  const [favourites, setFavourites] = React.useState<string[]>(['Meadow']);

  const toggle = (name: string) =>
    setFavourites((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  return (
    <ImageList cols={2} rowHeight={150} gap={6} sx={{ maxWidth: 480, m: 0 }}>
      {wallpapers.map((wallpaper) => {
        const favourite = favourites.includes(wallpaper.name);
        return (
          <ImageListItem key={wallpaper.name} cols={wallpaper.wide ? 2 : 1}>
            <img src={wallpaper.src} alt={`${wallpaper.name} wallpaper`} />
            <ImageListItemBar
              position="top"
              actionPosition="left"
              title={wallpaper.name}
              sx={{ background: 'linear-gradient(to bottom, rgba(0,0,0,0.75), rgba(0,0,0,0.35))' }}
              actionIcon={
                <IconButton
                  aria-label={`Favourite ${wallpaper.name}`}
                  aria-pressed={favourite}
                  onClick={() => toggle(wallpaper.name)}
                  sx={{ color: 'common.white' }}
                >
                  {favourite ? <StarRounded /> : <StarBorderRounded />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
