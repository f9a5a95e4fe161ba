import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import type { Drive } from '../hooks/useDrive';

/** What `main` shows when the view holds nothing: a search with no match, an empty trash or folder. */
export default function EmptyState({ drive }: { drive: Drive }) {
  const searching = Boolean(drive.search.trim());
  const trash = drive.place.type === 'view' && drive.place.id === 'trash';
  let text = 'This folder is empty. Use Upload to add files to it.';
  if (searching) {
    text = 'Check the spelling, or search for part of the name: “dawn” finds “A001_C004_dawn-boats.mov”.';
  } else if (trash) {
    text = 'Items you move to the trash wait here for 30 days before they are deleted for good.';
  }
  return (
    <Sheet variant="soft" sx={{ mx: { xs: 2, sm: 3 }, my: 1, p: 4, borderRadius: 'md', textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 0.5 }}>
      {searching ? <SearchOffRounded sx={{ fontSize: 40, color: 'text.tertiary' }} /> : <FolderOpenRounded sx={{ fontSize: 40, color: 'text.tertiary' }} />}
      <Typography level="title-md" component="p">
        {searching ? 'No file has that name' : 'Nothing here yet'}
      </Typography>
      <Typography level="body-sm" sx={{ maxWidth: 360 }}>
        {text}
      </Typography>
    </Sheet>
  );
}
