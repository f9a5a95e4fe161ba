import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import FileDetails, { type FileDetailsProps } from './FileDetails';
import type { DriveItem } from '../data/files';

export interface DetailsAsideProps extends Omit<FileDetailsProps, 'item' | 'headingId'> {
  item: DriveItem | null;
}

/**
 * The details column from the `lg` breakpoint up: an `aside` beside `main`, with the open file or
 * a hint when none is open. Below `lg` it is not displayed and `DetailsDrawer` takes over.
 */
export default function DetailsAside({ item, ...props }: DetailsAsideProps) {
  return (
    <Sheet
      component="aside"
      aria-label="File details"
      sx={{
        display: { xs: 'none', lg: 'block' },
        overflowY: 'auto',
        borderLeft: '1px solid',
        borderColor: 'divider',
        p: 2.5,
      }}
    >
      {item ? (
        <FileDetails item={item} {...props} />
      ) : (
        <Box sx={{ height: '100%', display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
          <InfoOutlined sx={{ fontSize: 40, color: 'text.tertiary' }} />
          <Typography level="title-md" component="h2">
            No file open
          </Typography>
          <Typography level="body-sm" sx={{ maxWidth: 220 }}>
            Pick a file to see its size, where it lives and who can open it.
          </Typography>
        </Box>
      )}
    </Sheet>
  );
}
