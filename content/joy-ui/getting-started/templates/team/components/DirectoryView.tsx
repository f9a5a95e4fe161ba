import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FilterPanel from './FilterPanel';
import PeopleResults from './PeopleResults';
import ProfileDetails from './ProfileDetails';
import ProfileDialog from './ProfileDialog';
import { TOP_BAR_HEIGHT } from './TopBar';
import { personById, type Person } from '../data/people';
import type { Directory } from '../hooks/useDirectory';
import { useUpFrom } from '../hooks/useMediaQuery';

/**
 * The `main` region. From `md` the filters are a column beside the cards (below it, a drawer);
 * from `xl` the selected profile is a third column (below it, a dialog).
 */
export interface DirectoryViewProps {
  directory: Directory;
  /** Hidden while another section is open: kept mounted, so the open profile and drawers survive. */
  hidden?: boolean;
}

export default function DirectoryView({ directory, hidden = false }: DirectoryViewProps) {
  const wide = useUpFrom('xl');
  const [filtersOpen, setFiltersOpen] = React.useState(false);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [focusRequest, setFocusRequest] = React.useState(0);
  // Below `xl` no profile shows until one is opened, so no card is marked until then.
  const [opened, setOpened] = React.useState(false);
  const [notice, setNotice] = React.useState('');
  const panelTitle = React.useRef<HTMLHeadingElement>(null);
  const dialogTitle = React.useRef<HTMLHeadingElement>(null);
  const selected = personById(directory.selectedId);

  // After a selection, take keyboard and screen reader users to the profile they asked for.
  React.useEffect(() => {
    if (focusRequest > 0) {
      (wide ? panelTitle : dialogTitle).current?.focus();
    }
    // Runs once per request, not when the width changes.
  }, [focusRequest]);

  const openProfile = (id: string) => {
    directory.select(id);
    setOpened(true);
    if (wide || dialogOpen) {
      setFocusRequest((count) => count + 1);
    } else {
      setDialogOpen(true);
    }
  };
  const chat = (person: Person) => setNotice(`Chat opened with ${person.name}.`);

  return (
    <Box
      component="main"
      hidden={hidden}
      sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 2.5, md: 3 }, display: hidden ? 'none' : 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <div>
        <Typography level="h2" component="h1">
          People
        </Typography>
        <Typography level="body-sm">Everyone at Halden &amp; Moss, in the Bristol, Lisbon and Montréal studios and working remotely.</Typography>
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)', xl: '232px minmax(0, 1fr) 360px' },
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: TOP_BAR_HEIGHT + 24 }}>
          <FilterPanel directory={directory} />
        </Box>
        <PeopleResults
          directory={directory}
          markedId={wide || opened ? directory.selectedId : null}
          filtersOpen={filtersOpen}
          onOpenFilters={() => setFiltersOpen(true)}
          onOpenProfile={openProfile}
          onChat={chat}
        />
        <Sheet
          component="section"
          aria-label="Selected profile"
          variant="outlined"
          sx={{
            display: { xs: 'none', xl: 'block' },
            position: 'sticky',
            top: TOP_BAR_HEIGHT + 24,
            maxHeight: `calc(100dvh - ${TOP_BAR_HEIGHT + 48}px)`,
            overflowY: 'auto',
            borderRadius: 'lg',
            p: 2.5,
          }}
        >
          {selected && <ProfileDetails person={selected} titleRef={panelTitle} onOpenPerson={openProfile} onChat={chat} />}
        </Sheet>
      </Box>
      <Drawer
        anchor="right"
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ content: { 'aria-label': 'Filters', 'aria-labelledby': undefined, 'aria-describedby': undefined, sx: { p: 2, gap: 2 } } }}
      >
        <ModalClose aria-label="Close filters" />
        <Box sx={{ flex: 1, overflowY: 'auto', pt: 4 }}>
          <FilterPanel directory={directory} />
        </Box>
        <Button onClick={() => setFiltersOpen(false)}>
          {directory.visible.length === 1 ? 'Show 1 person' : `Show ${directory.visible.length} people`}
        </Button>
      </Drawer>
      <ProfileDialog
        open={dialogOpen && !wide}
        person={selected}
        titleRef={dialogTitle}
        onClose={() => setDialogOpen(false)}
        onOpenPerson={openProfile}
        onChat={chat}
      />
      <Snackbar
        role="status"
        open={Boolean(notice)}
        onClose={() => setNotice('')}
        autoHideDuration={3500}
        variant="soft"
        color="primary"
        startDecorator={<ChatBubbleOutlineRounded />}
      >
        {notice}
      </Snackbar>
    </Box>
  );
}
