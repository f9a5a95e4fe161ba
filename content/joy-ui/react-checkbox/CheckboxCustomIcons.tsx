import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CheckboxCustomIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Checkbox
        variant="plain"
        color="danger"
        label="Like"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        slotProps={{ checkbox: { sx: { bgcolor: 'transparent' } } }}
      />
      <Checkbox
        variant="plain"
        color="primary"
        label="Save for later"
        defaultChecked
        uncheckedIcon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        slotProps={{ checkbox: { sx: { bgcolor: 'transparent' } } }}
      />
    </Stack>
  );
}
