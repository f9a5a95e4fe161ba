import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function WishlistCheckboxes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Checkbox size="small" color="success" defaultChecked slotProps={{ input: { 'aria-label': 'In stock only' } }} />
      <Checkbox icon={<FavoriteBorder />} checkedIcon={<Favorite />} color="error" slotProps={{ input: { 'aria-label': 'Add to wishlist' } }} />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        color="secondary"
        sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
        slotProps={{ input: { 'aria-label': 'Save for later' } }}
      />
    </Stack>
  );
}
