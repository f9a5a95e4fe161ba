import type * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import FileIcon from './FileIcon';
import type { DriveItem } from '../data/files';
import { kinds } from '../data/kinds';
import { ME, people } from '../data/people';
import type { Drive } from '../hooks/useDrive';
import { formatSize, initials, longDateTime, shortDate } from '../utils/format';

export interface FileDetailsProps {
  item: DriveItem;
  drive: Drive;
  /** An id for the file name's `h2`, so the drawer can be named by it. */
  headingId?: string;
  onDownload: (item: DriveItem) => void;
  onShare: (item: DriveItem) => void;
  onTrash: (item: DriveItem) => void;
  onRestore: (item: DriveItem) => void;
}

/** The open file: a preview tile, its actions, its facts as a description list, a note and who can see it. */
export default function FileDetails({ item, drive, headingId, onDownload, onShare, onTrash, onRestore }: FileDetailsProps) {
  const kind = kinds[item.kind];
  const location = drive.pathTo(item.parentId).map((step) => step.name).join(' / ');
  const access = [item.ownerId, ...item.sharedWith.filter((id) => id !== item.ownerId)];
  const modifiedBy = item.modifiedBy === ME ? 'you' : people.find((person) => person.id === item.modifiedBy)?.name;
  const facts: [string, React.ReactNode][] = [
    ['Type', kind.label],
    ['Size', formatSize(item.size)],
    ['Location', location],
    ['Modified', <time key="modified" dateTime={item.modifiedAt} title={longDateTime(item.modifiedAt)}>{shortDate(item.modifiedAt)}, by {modifiedBy}</time>],
  ];
  return (
    <Stack spacing={2.5}>
      <AspectRatio ratio="16/9" variant="plain" sx={{ borderRadius: 'md' }}>
        <FileIcon kind={item.kind} size="lg" />
      </AspectRatio>
      <div>
        <Typography id={headingId} level="title-lg" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <Typography level="body-sm">
          {kind.label} · {formatSize(item.size)}
        </Typography>
      </div>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="sm" startDecorator={<DownloadRounded />} onClick={() => onDownload(item)} sx={{ flex: 1 }}>
          Download
        </Button>
        <Button size="sm" variant="outlined" color="neutral" startDecorator={<IosShareRounded />} onClick={() => onShare(item)} sx={{ flex: 1 }}>
          Share
        </Button>
        <IconButton
          size="sm"
          variant="outlined"
          color={item.starred ? 'warning' : 'neutral'}
          aria-label="Starred"
          aria-pressed={item.starred}
          onClick={() => drive.setStarred([item.id], !item.starred)}
        >
          {item.starred ? <StarRounded /> : <StarOutlineRounded />}
        </IconButton>
        {item.trashed ? (
          <IconButton size="sm" variant="outlined" color="neutral" aria-label="Restore from trash" onClick={() => onRestore(item)}>
            <RestoreFromTrashOutlined />
          </IconButton>
        ) : (
          <IconButton size="sm" variant="outlined" color="danger" aria-label="Move to trash" onClick={() => onTrash(item)}>
            <DeleteOutlineRounded />
          </IconButton>
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" level="body-sm">
              {term}
            </Typography>
            <Typography component="dd" level="body-sm" textColor="text.primary" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {item.note && (
        <Sheet variant="soft" color="warning" sx={{ p: 1.5, borderRadius: 'sm' }}>
          <Typography level="title-sm" component="h3" textColor="inherit">
            Note
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            {item.note}
          </Typography>
        </Sheet>
      )}
      <div>
        <Typography level="title-sm" component="h3" sx={{ mb: 0.5 }}>
          Who has access
        </Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
          {access.map((id) => {
            const person = people.find((entry) => entry.id === id);
            return person ? (
              <ListItem key={id}>
                <ListItemDecorator>
                  {/* A span, like the decorator around it. */}
                  <Avatar component="span" size="sm" variant="soft" aria-hidden>
                    {initials(person.name)}
                  </Avatar>
                </ListItemDecorator>
                <ListItemContent>
                  <Typography level="title-sm">{person.name}</Typography>
                  <Typography level="body-xs">{person.role}</Typography>
                </ListItemContent>
                <Typography level="body-xs">{id === item.ownerId ? 'Owner' : 'Can edit'}</Typography>
              </ListItem>
            ) : null;
          })}
        </List>
      </div>
    </Stack>
  );
}
