import Sheet from '@mui/joy/Sheet';
import type { FileKind } from '../data/files';
import { kinds } from '../data/kinds';

export interface FileIconProps {
  kind: FileKind;
  /** `sm` for list rows, `lg` for grid cards and the details panel. */
  size?: 'sm' | 'lg';
}

/**
 * A file's type as an icon on a soft tile of its colour. The tile is decoration: the type is
 * also written out next to it (in the details) or implied by the file name, so it is hidden from
 * screen readers.
 */
export default function FileIcon({ kind, size = 'sm' }: FileIconProps) {
  const { icon: Icon, color } = kinds[kind];
  const large = size === 'lg';
  return (
    <Sheet
      aria-hidden
      variant="soft"
      color={color}
      sx={{
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        width: large ? '100%' : 36,
        height: large ? '100%' : 36,
        borderRadius: large ? 'md' : 'sm',
        '& svg': { fontSize: large ? 48 : 20 },
      }}
    >
      <Icon />
    </Sheet>
  );
}
