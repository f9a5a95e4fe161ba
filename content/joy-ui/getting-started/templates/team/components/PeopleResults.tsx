import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import ActiveFilters from './ActiveFilters';
import PersonCard from './PersonCard';
import type { Person } from '../data/people';
import type { Directory } from '../hooks/useDirectory';
import type { SortKey } from '../utils/people';

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'name', label: 'Name, A to Z' },
  { value: 'newest', label: 'Newest joiners' },
  { value: 'department', label: 'Department' },
];

export interface PeopleResultsProps {
  directory: Directory;
  /** The card to mark as the one whose profile is shown, if any. */
  markedId: string | null;
  filtersOpen: boolean;
  onOpenFilters: () => void;
  onOpenProfile: (id: string) => void;
  onChat: (person: Person) => void;
}

/** The filters button (below `md`), the count, the sort order, the active filters and the cards. */
export default function PeopleResults({ directory, markedId, filtersOpen, onOpenFilters, onOpenProfile, onChat }: PeopleResultsProps) {
  const { people, visible, sort, setSort, activeCount, criteria, setSearch, clearFilters } = directory;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          color="neutral"
          size="sm"
          startDecorator={<TuneRounded />}
          // A span chip: a button may only hold phrasing content.
          endDecorator={
            activeCount > 0 ? (
              <Chip component="span" size="sm" variant="solid" color="primary">
                {activeCount}
              </Chip>
            ) : null
          }
          aria-expanded={filtersOpen}
          onClick={onOpenFilters}
          sx={{ display: { md: 'none' } }}
        >
          Filters
        </Button>
        <Typography level="body-sm" role="status" sx={{ mr: 'auto' }}>
          {visible.length === people.length ? `All ${people.length} people` : `${visible.length} of ${people.length} people`}
        </Typography>
        <FormControl orientation="horizontal" size="sm" sx={{ alignItems: 'center', gap: 1 }}>
          <FormLabel sx={{ m: 0 }}>Sort by</FormLabel>
          <Select
            value={sort}
            onChange={(_, value) => value && setSort(value)}
            sx={{ minWidth: 160 }}
            // The listbox mounts after hydration: point the button at it only while it is open.
            slotProps={{ button: ({ open }) => (open ? {} : { 'aria-controls': undefined }) }}
          >
            {sortOptions.map((option) => (
              <Option key={option.value} value={option.value}>
                {option.label}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
      <ActiveFilters directory={directory} />
      {visible.length === 0 ? (
        <Sheet variant="soft" sx={{ borderRadius: 'md', p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <PersonSearchRounded sx={{ fontSize: 40 }} />
          <Typography level="title-md" component="h2">
            No one matches
          </Typography>
          <Typography level="body-sm">
            {criteria.search ? `Nobody fits “${criteria.search.trim()}” with these filters.` : 'Nobody fits all of these filters.'}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
            {criteria.search && (
              <Button size="sm" variant="outlined" color="neutral" onClick={() => setSearch('')}>
                Clear the search
              </Button>
            )}
            {activeCount > 0 && (
              <Button size="sm" variant="outlined" color="neutral" onClick={clearFilters}>
                Clear the filters
              </Button>
            )}
          </Box>
        </Sheet>
      ) : (
        <Box
          component="ul"
          aria-label="People"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 264px), 1fr))',
          }}
        >
          {visible.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} selected={person.id === markedId} onOpen={onOpenProfile} onChat={onChat} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
