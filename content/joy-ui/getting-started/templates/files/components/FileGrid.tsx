import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import FileIcon from './FileIcon';
import { describe, type FileViewProps } from './FileList';
import { countLabel, shortDate } from '../utils/format';
import { handleRovingKeys } from '../utils/rovingFocus';

/**
 * The grid layout: a card per item. The name is a button whose `overlay` stretches over the
 * whole card, so the card is one click target; the checkbox sits above that layer and stays
 * its own control.
 */
export default function FileGrid({ drive, onOpenFile, opensDialog }: FileViewProps) {
  const { visible, selected, active, title } = drive;
  return (
    <Box
      component="ul"
      aria-label={`${title}: ${countLabel(visible.length, 'item')}`}
      onKeyDown={handleRovingKeys}
      sx={{
        listStyle: 'none',
        m: 0,
        px: { xs: 2, sm: 3 },
        pt: 1,
        pb: 3,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      }}
    >
      {visible.map((item) => {
        const isActive = item.id === active?.id;
        const checked = selected.includes(item.id);
        const folder = item.kind === 'folder';
        return (
          <li key={item.id}>
            <Card
              variant={isActive ? 'soft' : 'outlined'}
              color={isActive ? 'primary' : 'neutral'}
              size="sm"
              sx={{ height: '100%', gap: 1, '&:hover': { boxShadow: 'sm' } }}
            >
              <AspectRatio ratio="4/3" variant="plain" sx={{ borderRadius: 'md' }}>
                <FileIcon kind={item.kind} size="lg" />
              </AspectRatio>
              <Checkbox
                size="sm"
                checked={checked}
                onChange={() => drive.toggleSelected(item.id)}
                slotProps={{ input: { 'aria-label': `Select ${item.name}` } }}
                sx={{ position: 'absolute', top: 14, left: 14, zIndex: 2, bgcolor: 'background.surface', borderRadius: 'xs' }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component="button"
                  overlay
                  data-roving=""
                  aria-current={isActive ? 'true' : undefined}
                  aria-haspopup={!folder && opensDialog ? 'dialog' : undefined}
                  onClick={() => (folder ? drive.openFolder(item.id) : onOpenFile(item))}
                  level="title-sm"
                  textColor="text.primary"
                  underline="none"
                  sx={{ display: 'block', maxWidth: '100%', textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {item.name}
                </Link>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography level="body-xs" noWrap>
                    {shortDate(item.modifiedAt)} · {describe(item, drive)}
                  </Typography>
                  {item.starred && <StarRounded titleAccess="Starred" sx={{ fontSize: 14, flexShrink: 0, color: 'warning.plainColor' }} />}
                </Box>
              </Box>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
