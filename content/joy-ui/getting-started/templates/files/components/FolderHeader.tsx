import type * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { Drive } from '../hooks/useDrive';
import { countLabel, formatSize } from '../utils/format';

/**
 * The top of `main`: the path to the current folder (each step a button that opens it), the
 * page's only `h1`, and how many items the view holds and how much space they take.
 */
export interface FolderHeaderProps {
  drive: Drive;
  /** The `h1`, focusable from script: focus goes there when the item a control belonged to is gone. */
  titleRef?: React.Ref<HTMLHeadingElement>;
}

export default function FolderHeader({ drive, titleRef }: FolderHeaderProps) {
  const { place, search, visible, title } = drive;
  const path = place.type === 'folder' && !search.trim() ? drive.pathTo(place.id) : [];
  const total = visible.reduce((sum, item) => sum + drive.sizeOf(item), 0);
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 } }}>
      {path.length > 1 && (
        <Breadcrumbs
          aria-label="Folder path"
          size="sm"
          separator={<ChevronRightRounded fontSize="small" />}
          sx={{ p: 0, mb: 0.5, '& ol': { flexWrap: 'wrap' } }}
        >
          {path.slice(0, -1).map((step) => (
            <Link key={step.id} component="button" color="neutral" onClick={() => drive.openFolder(step.id)}>
              {step.name}
            </Link>
          ))}
          <Typography level="body-sm" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography ref={titleRef} tabIndex={-1} level="h3" component="h1" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
        {title}
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.25 }}>
        {search.trim() ? `${countLabel(visible.length, 'match', 'matches')} for “${search.trim()}”` : countLabel(visible.length, 'item')}
        {visible.length > 0 && ` · ${formatSize(total)}`}
      </Typography>
    </Box>
  );
}
