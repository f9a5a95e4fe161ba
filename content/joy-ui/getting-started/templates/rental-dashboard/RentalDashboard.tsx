import * as React from 'react';
import Box from '@mui/joy/Box';
import AppTheme from '../shared-theme/AppTheme';
import FilterBar from './components/FilterBar';
import FiltersDrawer from './components/FiltersDrawer';
import Header, { HEADER_HEIGHT } from './components/Header';
import { listingLinkId } from './components/ListingCard';
import MapPanel from './components/MapPanel';
import Pagination from './components/Pagination';
import ResultsList from './components/ResultsList';
import ResultsToolbar from './components/ResultsToolbar';
import { useRentalSearch } from './hooks/useRentalSearch';

/**
 * Lintel, an invented lettings site, searching homes to rent in the harbour town of Calder Bay:
 * the search header, a filter bar (a drawer on phones), the results with sorting and pages, and
 * from `lg` up a map of the page's homes beside them.
 */
export default function RentalDashboard() {
  const search = useRentalSearch();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [activeId, setActiveId] = React.useState<string | null>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  // Used when the control the person was on disappears (a new page, a cleared list): focus goes to
  // the heading, so the next Tab continues from the top of the results.
  const focusHeading = () => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  };

  const resetAll = () => {
    search.resetFilters();
    search.setQuery('');
    search.setSavedOnly(false);
    focusHeading();
  };

  return (
    <AppTheme>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.body' }}>
        <Header
          query={search.query}
          onQueryChange={search.setQuery}
          savedCount={search.saved.length}
          savedOnly={search.savedOnly}
          onSavedOnlyChange={search.setSavedOnly}
        />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(360px, 36%)' },
            gap: { lg: 3 },
            px: { xs: 2, sm: 3 },
            maxWidth: 1920,
            mx: 'auto',
          }}
        >
          <Box component="main" sx={{ minWidth: 0, py: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 } }}>
            <FilterBar
              filters={search.filters}
              onChange={search.updateFilters}
              activeCount={search.activeFilterCount}
              onReset={search.resetFilters}
              drawerOpen={drawerOpen}
              onOpenDrawer={() => setDrawerOpen(true)}
            />
            <ResultsToolbar
              headingRef={heading}
              count={search.results.length}
              savedOnly={search.savedOnly}
              sort={search.sort}
              onSortChange={search.setSort}
              activeFilterCount={search.activeFilterCount}
              drawerOpen={drawerOpen}
              onOpenFilters={() => setDrawerOpen(true)}
            />
            <ResultsList
              listings={search.pageItems}
              saved={search.saved}
              onToggleSaved={(id) => {
                search.toggleSaved(id);
                // In the saved-only view, unsaving removes the card and the button with it.
                if (search.savedOnly && search.saved.includes(id)) {
                  focusHeading();
                }
              }}
              activeId={activeId}
              onActiveChange={setActiveId}
              onReset={resetAll}
            />
            <Pagination
              page={search.page}
              pageCount={search.pageCount}
              onPageChange={(page) => {
                search.setPage(page);
                focusHeading();
              }}
            />
          </Box>
          <Box
            component="aside"
            aria-label="Map of the homes on this page"
            sx={{
              display: { xs: 'none', lg: 'block' },
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              py: 3,
            }}
          >
            <MapPanel
              listings={search.pageItems}
              activeId={activeId}
              onActiveChange={setActiveId}
              onPinSelect={(id) => {
                const link = document.getElementById(listingLinkId(id));
                link?.focus({ preventScroll: true });
                link?.scrollIntoView({ block: 'center', behavior: 'smooth' });
              }}
            />
          </Box>
        </Box>
        <FiltersDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          filters={search.filters}
          onChange={search.updateFilters}
          onReset={search.resetFilters}
          resultCount={search.results.length}
        />
      </Box>
    </AppTheme>
  );
}
