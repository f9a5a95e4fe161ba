import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { folders, labels } from '../data/folders';
import type { FolderId } from '../data/messages';
import { visuallyHidden } from '../utils/visuallyHidden';

export interface FolderNavProps {
  current: FolderId;
  unreadCount: (folder: FolderId) => number;
  onSelect: (folder: FolderId) => void;
}

/** Folders with their unread counts, the labels, and the storage used. */
export default function FolderNav({ current, unreadCount, onSelect }: FolderNavProps) {
  // Ids from useId: the drawer and the wide-screen column can both hold this component at once.
  const id = React.useId();
  return (
    <Box component="nav" aria-label="Folders" sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 1.5, gap: 2 }}>
      <List size="sm" sx={(theme) => ({ '--ListItem-radius': theme.vars.radius.sm, '--List-gap': '2px', flex: 'none' })}>
        {folders.map(({ id: folder, label, icon: Icon }) => {
          const unread = unreadCount(folder);
          const selected = folder === current;
          return (
            <ListItem key={folder}>
              <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(folder)}>
                <ListItemDecorator>
                  <Icon />
                </ListItemDecorator>
                <ListItemContent>{label}</ListItemContent>
                {unread > 0 && (
                  <Typography level="body-xs" textColor="text.primary" sx={{ fontWeight: 'lg' }}>
                    {unread}
                    <span style={visuallyHidden}> unread</span>
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <div>
        <Typography id={`${id}-labels`} level="body-xs" sx={{ px: 1.5, mb: 0.5, textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 'lg' }}>
          Labels
        </Typography>
        <List size="sm" aria-labelledby={`${id}-labels`} sx={{ '--ListItemDecorator-size': '24px' }}>
        {labels.map((item) => (
          <ListItem key={item.id}>
            <ListItemDecorator>
              <Box component="span" sx={{ display: 'block', width: 10, height: 10, borderRadius: '50%', bgcolor: `${item.color}.400` }} />
            </ListItemDecorator>
            {item.label}
          </ListItem>
        ))}
        </List>
      </div>
      <Box sx={{ mt: 'auto', px: 1 }}>
        <Typography level="body-xs" id={`${id}-storage`} sx={{ mb: 0.75 }}>
          3.1 GB of 15 GB used
        </Typography>
        <LinearProgress determinate value={21} size="sm" aria-labelledby={`${id}-storage`} />
      </Box>
    </Box>
  );
}
