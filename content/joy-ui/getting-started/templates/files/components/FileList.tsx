import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import FileIcon from './FileIcon';
import type { DriveItem } from '../data/files';
import { kinds } from '../data/kinds';
import { personName } from '../data/people';
import type { Drive } from '../hooks/useDrive';
import { countLabel, formatSize, shortDate } from '../utils/format';
import { handleRovingKeys } from '../utils/rovingFocus';

export interface FileViewProps {
  drive: Drive;
  /** A file's button was pressed: show its details. Folders open instead. */
  onOpenFile: (item: DriveItem) => void;
  /** Whether a file button opens a dialog (the details drawer) rather than the side panel. */
  opensDialog: boolean;
}

const columns = { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 140px 88px', lg: 'minmax(0, 1fr) 132px 120px 80px' };

/** What a row says under its name on a phone, or a folder's contents in the size column. */
export function describe(item: DriveItem, drive: Drive): string {
  return item.kind === 'folder' ? countLabel(drive.childCount(item.id), 'item') : formatSize(item.size);
}

/**
 * The list layout: a row per item with its checkbox in the list item's `startAction`, and one
 * button for the rest of the row, so each row is two tab stops; the arrow keys move between rows.
 * Columns for the date, owner and size appear as the width allows.
 */
export default function FileList({ drive, onOpenFile, opensDialog }: FileViewProps) {
  const { visible, selected, active, title } = drive;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'grid' },
          gridTemplateColumns: columns,
          gap: 2,
          pl: 'calc(2.5rem + 36px + 12px + 12px)',
          pr: 1.5,
          py: 1,
          typography: 'body-xs',
          fontWeight: 'lg',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <span>Name</span>
        <span>Modified</span>
        <Box component="span" sx={{ display: { xs: 'none', lg: 'block' } }}>
          Owner
        </Box>
        <Box component="span" sx={{ textAlign: 'right' }}>
          Size
        </Box>
      </Box>
      <List
        aria-label={`${title}: ${countLabel(visible.length, 'item')}`}
        onKeyDown={handleRovingKeys}
        sx={(theme) => ({ '--ListItem-radius': theme.vars.radius.sm, '--ListItem-startActionWidth': '2.5rem', '--List-gap': '2px', pt: 0.5 })}
      >
        {visible.map((item) => {
          const isActive = item.id === active?.id;
          const folder = item.kind === 'folder';
          return (
            <ListItem
              key={item.id}
              startAction={
                <Checkbox
                  size="sm"
                  checked={selected.includes(item.id)}
                  onChange={() => drive.toggleSelected(item.id)}
                  slotProps={{ input: { 'aria-label': `Select ${item.name}` } }}
                />
              }
            >
              <ListItemButton
                data-roving=""
                selected={isActive}
                aria-current={isActive ? 'true' : undefined}
                aria-haspopup={!folder && opensDialog ? 'dialog' : undefined}
                onClick={() => (folder ? drive.openFolder(item.id) : onOpenFile(item))}
                sx={{ gap: 1.5, py: 1 }}
              >
                <FileIcon kind={item.kind} />
                <ListItemContent
                  sx={{ display: 'grid', gridTemplateColumns: columns, gap: 2, alignItems: 'center', minWidth: 0 }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Typography level="title-sm" noWrap>
                        {item.name}
                      </Typography>
                      {item.starred && <StarRounded titleAccess="Starred" sx={{ fontSize: 16, flexShrink: 0, color: 'warning.plainColor' }} />}
                    </Box>
                    <Typography level="body-xs" noWrap sx={{ display: { sm: 'none' } }}>
                      {kinds[item.kind].label} · {shortDate(item.modifiedAt)} · {describe(item, drive)}
                    </Typography>
                  </Box>
                  <Typography level="body-sm" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {shortDate(item.modifiedAt)}
                  </Typography>
                  <Typography level="body-sm" noWrap sx={{ display: { xs: 'none', lg: 'block' } }}>
                    {personName(item.ownerId)}
                  </Typography>
                  <Typography level="body-sm" noWrap sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}>
                    {describe(item, drive)}
                  </Typography>
                </ListItemContent>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
