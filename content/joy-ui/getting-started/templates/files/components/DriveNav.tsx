import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { Theme } from '@mui/joy/styles';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { drives } from '../data/files';
import { viewNames, type Drive, type ViewId } from '../hooks/useDrive';
import { formatSize } from '../utils/format';
import { visuallyHidden } from '../utils/visuallyHidden';

const listSx = (theme: Theme) => ({ '--ListItem-radius': theme.vars.radius.sm, '--List-gap': '2px', flex: 'none' });

const viewIcons: Record<ViewId, React.ReactNode> = {
  recent: <HistoryRounded />,
  starred: <StarOutlineRounded />,
  trash: <DeleteOutlineRounded />,
};

export interface DriveNavProps {
  drive: Drive;
  /** Called after a place is picked, so the drawer on small screens can close. */
  onNavigate?: () => void;
}

/**
 * The side navigation: the three views, each drive with its top-level folders, and the space
 * each drive uses. The entry for the current place, or for the folder it sits in, is marked with
 * `aria-current`.
 */
export default function DriveNav({ drive, onNavigate }: DriveNavProps) {
  const id = React.useId();
  const { place } = drive;
  const trail = place.type === 'folder' ? drive.pathTo(place.id).map((step) => step.id) : [place.id];
  const topFolders = (driveId: string) =>
    drive.items.filter((item) => item.parentId === driveId && item.kind === 'folder' && !item.trashed);
  const listed = new Set<string>([...drives.map((entry) => entry.id), ...drives.flatMap((entry) => topFolders(entry.id).map((f) => f.id))]);
  const current = [...trail].reverse().find((step) => listed.has(step) || step in viewNames);

  const button = (key: string, label: string, icon: React.ReactNode, onClick: () => void, extra?: React.ReactNode) => (
    <ListItemButton
      selected={key === current}
      aria-current={key === current ? 'true' : undefined}
      onClick={() => {
        onClick();
        onNavigate?.();
      }}
    >
      <ListItemDecorator>{icon}</ListItemDecorator>
      <ListItemContent sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</ListItemContent>
      {extra}
    </ListItemButton>
  );

  const trashCount = drive.items.filter((item) => item.trashed).length;

  return (
    <Box component="nav" aria-label="Drives and folders" sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 1.5, height: '100%' }}>
      <List size="sm" aria-label="Views" sx={listSx}>
        {(Object.keys(viewNames) as ViewId[]).map((view) => (
          <ListItem key={view}>
            {button(
              view,
              viewNames[view],
              viewIcons[view],
              () => drive.openView(view),
              view === 'trash' && trashCount > 0 ? (
                <Typography level="body-xs">
                  {trashCount}
                  <span style={visuallyHidden}> items</span>
                </Typography>
              ) : null,
            )}
          </ListItem>
        ))}
      </List>
      <div>
        <Typography id={`${id}-drives`} level="body-xs" sx={{ px: 1.5, pb: 0.5, fontWeight: 'lg', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          Drives
        </Typography>
        <List size="sm" aria-labelledby={`${id}-drives`} sx={(theme) => ({ ...listSx(theme), '--List-nestedInsetStart': '1.5rem' })}>
          {drives.map((item) => (
            <ListItem key={item.id} nested>
              {button(item.id, item.name, item.id === 'studio' ? <GroupsOutlined /> : <CloudOutlined />, () => drive.openFolder(item.id))}
              <List aria-label={`Folders in ${item.name}`}>
                {topFolders(item.id).map((folder) => (
                  <ListItem key={folder.id}>{button(folder.id, folder.name, <FolderOutlined />, () => drive.openFolder(folder.id))}</ListItem>
                ))}
              </List>
            </ListItem>
          ))}
        </List>
      </div>
      <Box sx={{ mt: 'auto', display: 'grid', gap: 1.5, px: 1 }}>
        {drives.map((item) => {
          const used = drive.usedIn(item.id);
          return (
            <div key={item.id}>
              <Typography id={`${id}-${item.id}-usage`} level="body-xs" sx={{ mb: 0.5 }}>
                {item.name}: {formatSize(used)} of {formatSize(item.quota)}
              </Typography>
              <LinearProgress determinate size="sm" value={Math.max(1, (used / item.quota) * 100)} aria-labelledby={`${id}-${item.id}-usage`} />
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
