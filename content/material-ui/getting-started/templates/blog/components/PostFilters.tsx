import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { categories, type Category } from '../data/posts';

interface PostFiltersProps {
  category: Category | null;
  onCategoryChange: (category: Category | null) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** Category chips that work as toggle buttons (one at a time), and a search over titles and excerpts. */
export default function PostFilters({ category, onCategoryChange, query, onQueryChange }: PostFiltersProps) {
  const options: (Category | null)[] = [null, ...categories];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        alignItems: { md: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Box role="group" aria-label="Filter by category" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const selected = option === category;
          return (
            <Chip
              key={option ?? 'all'}
              label={option ?? 'All posts'}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onCategoryChange(option)}
            />
          );
        })}
      </Box>
      <Box role="search" sx={{ width: { xs: '100%', md: 280 } }}>
        <TextField
          size="small"
          type="search"
          fullWidth
          placeholder="Search the journal"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search posts' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
    </Box>
  );
}
