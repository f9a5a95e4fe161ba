import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';

const threads = ['Landlord', 'Plumber quote', 'Book club'];

export default function ArchivedSnackbar() {
  const [archived, setArchived] = React.useState<string[]>([]);
  const [notice, setNotice] = React.useState(false);
  const remaining = threads.filter((thread) => !archived.includes(thread));

  const archiveAll = () => {
    setArchived(threads);
    setNotice(true);
  };
  const undo = () => {
    setArchived([]);
    setNotice(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<ArchiveOutlined />}
        disabled={remaining.length === 0}
        onClick={archiveAll}
      >
        {remaining.length ? `Archive ${remaining.length} conversations` : 'Inbox is empty'}
      </Button>
      <Snackbar
        open={notice}
        autoHideDuration={6000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setNotice(false);
        }}
        variant="solid"
        color="neutral"
        invertedColors
        sx={{ bgcolor: 'neutral.800' }}
        endDecorator={
          <Button size="sm" variant="soft" onClick={undo}>
            Undo
          </Button>
        }
      >
        {threads.length} conversations moved to the archive.
      </Snackbar>
    </>
  );
}
