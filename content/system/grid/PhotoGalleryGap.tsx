import Box from '@mui/system/Box';

const photos = [
  { caption: 'Harbour at dawn', color: 'info.light' },
  { caption: 'Market stalls', color: 'warning.light' },
  { caption: 'Old town steps', color: 'success.light' },
  { caption: 'Ferry crossing', color: 'primary.light' },
  { caption: 'Fish auction', color: 'secondary.light' },
  { caption: 'Lighthouse path', color: 'error.light' },
];

export default function PhotoGalleryGap() {
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', rowGap: 3, columnGap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {photos.map((photo) => (
        <Box component="li" key={photo.caption}>
          <Box role="img" aria-label={photo.caption} sx={{ aspectRatio: '4 / 3', bgcolor: photo.color, borderRadius: 1 }} />
          <Box sx={{ fontSize: 13, mt: 0.5 }}>{photo.caption}</Box>
        </Box>
      ))}
    </Box>
  );
}
