import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import CloseRounded from '@mui/icons-material/CloseRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SortRounded from '@mui/icons-material/SortRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import type { Drive, Layout, SortKey } from '../hooks/useDrive';
import { visuallyHidden } from '../utils/visuallyHidden';

const sortLabels: Record<SortKey, string> = { name: 'Name', modified: 'Last modified', size: 'Size' };

export interface ToolbarProps {
  drive: Drive;
  onUpload: () => void;
}

/**
 * Search across both drives, the sort order, the list/grid switch and the upload button. On a
 * phone the search takes the first row and the rest wraps below it.
 */
export default function Toolbar({ drive, onUpload }: ToolbarProps) {
  const { search, setSearch, sort, setSort, layout, setLayout } = drive;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 2 }}>
      <Box role="search" sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' }, maxWidth: { sm: 420 } }}>
        <Input
          type="search"
          size="sm"
          placeholder="Search both drives"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          startDecorator={<SearchRounded />}
          endDecorator={
            search ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => setSearch('')}>
                <CloseRounded />
              </IconButton>
            ) : null
          }
          aria-label="Search files by name"
        />
      </Box>
      <FormControl orientation="horizontal" size="sm" sx={{ alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
        {/* Off screen on phones, where the icon stands in for it; it still names the field. */}
        <FormLabel sx={(theme) => ({ m: 0, [theme.breakpoints.down('sm')]: visuallyHidden })}>Sort by</FormLabel>
        <Select
          value={sort}
          onChange={(_, value) => value && setSort(value)}
          startDecorator={<SortRounded />}
          sx={{ minWidth: { xs: 0, sm: 160 } }}
          // The listbox mounts after hydration: point the button at it only while it is open.
          slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
        >
          {(Object.keys(sortLabels) as SortKey[]).map((key) => (
            <Option key={key} value={key}>
              {sortLabels[key]}
            </Option>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        size="sm"
        value={layout}
        onChange={(_, value: Layout | null) => value && setLayout(value)}
        aria-label="Layout"
        sx={{ ml: { xs: 'auto', sm: 0 } }}
      >
        <IconButton value="list" aria-label="List">
          <ViewListRounded />
        </IconButton>
        <IconButton value="grid" aria-label="Grid">
          <GridViewRounded />
        </IconButton>
      </ToggleButtonGroup>
      <Button size="sm" startDecorator={<UploadRounded />} onClick={onUpload}>
        Upload
      </Button>
    </Box>
  );
}
