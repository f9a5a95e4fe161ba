import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import AppTheme from '../shared-theme/AppTheme';
import DetailsAside from './components/DetailsAside';
import DetailsDrawer from './components/DetailsDrawer';
import DriveNav from './components/DriveNav';
import EmptyState from './components/EmptyState';
import FileGrid from './components/FileGrid';
import FileList from './components/FileList';
import FolderHeader from './components/FolderHeader';
import SelectionBar from './components/SelectionBar';
import Toolbar from './components/Toolbar';
import TopBar from './components/TopBar';
import type { DriveItem } from './data/files';
import { useDrive } from './hooks/useDrive';
import { useWideScreen } from './hooks/useWideScreen';
import { countLabel } from './utils/format';

interface Notice {
  text: string;
  undo?: () => void;
}

/**
 * Boxwood, an invented file storage app, holding the files of a small documentary studio. Three
 * columns on a wide screen (drives, files, details); from `md` to `lg` the details open in a
 * drawer; below `md` the drives move into a drawer too.
 */
export default function Files() {
  const drive = useDrive();
  const wide = useWideScreen();
  const [navOpen, setNavOpen] = React.useState(false);
  const [detailsOpen, setDetailsOpen] = React.useState(false);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  // Bumped when the control that had focus disappears with its item: focus then goes to the `h1`.
  const [refocus, setRefocus] = React.useState(0);

  React.useEffect(() => {
    if (refocus > 0) {
      titleRef.current?.focus();
    }
  }, [refocus]);

  const openFile = (item: DriveItem) => {
    drive.showDetails(item.id);
    setDetailsOpen(true);
  };
  // Both remove the control that was used (the row, the bulk button, the details button), so focus goes to the `h1`.
  const trash = (ids: string[]) => {
    drive.moveToTrash(ids);
    setDetailsOpen(false);
    setRefocus((count) => count + 1);
    setNotice({ text: `${countLabel(ids.length, 'item')} moved to the trash.`, undo: () => drive.restore(ids) });
  };
  const restore = (ids: string[]) => {
    drive.restore(ids);
    setDetailsOpen(false);
    setRefocus((count) => count + 1);
    setNotice({ text: `${countLabel(ids.length, 'item')} restored.` });
  };
  const actions = {
    drive,
    onDownload: (item: DriveItem) => setNotice({ text: `Downloads aren't connected here: ${item.name} would start downloading now.` }),
    onShare: (item: DriveItem) => setNotice({ text: `Sharing isn't connected here: a link to ${item.name} would be copied now.` }),
    onTrash: (item: DriveItem) => trash([item.id]),
    onRestore: (item: DriveItem) => restore([item.id]),
  };
  const views = { drive, onOpenFile: openFile, opensDialog: !wide };

  return (
    <AppTheme>
      <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
        <TopBar navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateRows: 'minmax(0, 1fr)',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)', lg: '248px minmax(0, 1fr) 320px' },
          }}
        >
          <Sheet sx={{ display: { xs: 'none', md: 'block' }, overflowY: 'auto', borderRight: '1px solid', borderColor: 'divider' }}>
            <DriveNav drive={drive} />
          </Sheet>
          <Box component="main" sx={{ minHeight: 0, overflowY: 'auto' }}>
            <FolderHeader drive={drive} titleRef={titleRef} />
            <Toolbar
              drive={drive}
              onUpload={() => setNotice({ text: "Uploads aren't connected in this template: send the picked files to your storage service here." })}
            />
            <SelectionBar drive={drive} onTrashed={trash} onRestored={restore} />
            {drive.visible.length === 0 && <EmptyState drive={drive} />}
            {drive.visible.length > 0 && drive.layout === 'list' && <FileList {...views} />}
            {drive.visible.length > 0 && drive.layout === 'grid' && <FileGrid {...views} />}
          </Box>
          <DetailsAside item={drive.active} {...actions} />
        </Box>
        <Drawer
          open={navOpen}
          onClose={() => setNavOpen(false)}
          size="sm"
          slotProps={{ content: { 'aria-label': 'Drives and folders', 'aria-labelledby': undefined, 'aria-describedby': undefined } }}
        >
          <ModalClose aria-label="Close drives and folders" />
          <Box sx={{ pt: 5, height: '100%' }}>
            <DriveNav drive={drive} onNavigate={() => setNavOpen(false)} />
          </Box>
        </Drawer>
        <DetailsDrawer item={drive.active} open={detailsOpen && !wide} onClose={() => setDetailsOpen(false)} {...actions} />
        <Snackbar
          role="status"
          open={notice !== null}
          onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
          autoHideDuration={notice?.undo ? 8000 : 5000}
          variant="solid"
          color="neutral"
          endDecorator={
            notice?.undo ? (
              <Button
                size="sm"
                variant="soft"
                color="neutral"
                onClick={() => {
                  notice.undo?.();
                  setNotice(null);
                }}
              >
                Undo
              </Button>
            ) : null
          }
        >
          {notice?.text}
        </Snackbar>
      </Box>
    </AppTheme>
  );
}
