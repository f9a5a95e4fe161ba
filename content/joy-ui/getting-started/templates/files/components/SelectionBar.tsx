import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import type { Drive } from '../hooks/useDrive';
import { countLabel } from '../utils/format';

export interface SelectionBarProps {
  drive: Drive;
  onTrashed: (ids: string[]) => void;
  onRestored: (ids: string[]) => void;
}

/**
 * "Select all" and, once something is checked, what can be done to the checked items at once:
 * star them and move them to the trash, or restore them when looking at the trash.
 */
export default function SelectionBar({ drive, onTrashed, onRestored }: SelectionBarProps) {
  const { visible, selected, setSelected, place } = drive;
  const inTrash = place.type === 'view' && place.id === 'trash' && !drive.search.trim();
  const all = visible.length > 0 && selected.length === visible.length;
  const some = selected.length > 0 && !all;
  const picked = visible.filter((item) => selected.includes(item.id));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        mx: { xs: 1, sm: 2 },
        px: 1.5,
        py: 0.75,
        minHeight: 44,
        borderRadius: 'sm',
        bgcolor: selected.length ? 'primary.softBg' : 'transparent',
      }}
    >
      <Checkbox
        size="sm"
        checked={all}
        indeterminate={some}
        disabled={visible.length === 0}
        onChange={(event) => setSelected(event.target.checked ? visible.map((item) => item.id) : [])}
        label="Select all"
        sx={{ mr: 'auto' }}
      />
      {selected.length > 0 && (
        <Typography level="title-sm" sx={{ mr: { sm: 1 } }}>
          {countLabel(selected.length, 'item')} selected
        </Typography>
      )}
      {selected.length > 0 && !inTrash && (
        <>
          <Button
            size="sm"
            variant="plain"
            startDecorator={<StarOutlineRounded />}
            onClick={() => drive.setStarred(selected, !picked.every((item) => item.starred))}
          >
            {picked.every((item) => item.starred) ? 'Unstar' : 'Star'}
          </Button>
          <Button size="sm" variant="plain" color="danger" startDecorator={<DeleteOutlineRounded />} onClick={() => onTrashed(selected)}>
            Move to trash
          </Button>
        </>
      )}
      {selected.length > 0 && inTrash && (
        <Button size="sm" variant="plain" startDecorator={<RestoreFromTrashOutlined />} onClick={() => onRestored(selected)}>
          Restore
        </Button>
      )}
    </Box>
  );
}
