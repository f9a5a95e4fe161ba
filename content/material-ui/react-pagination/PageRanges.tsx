import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const layouts = [
  { label: 'Default: one sibling, one boundary page', siblingCount: 1, boundaryCount: 1 },
  { label: 'No siblings (tight spaces)', siblingCount: 0, boundaryCount: 1 },
  { label: 'Two siblings', siblingCount: 2, boundaryCount: 1 },
  { label: 'Two boundary pages at each end', siblingCount: 1, boundaryCount: 2 },
];

export default function PageRanges() {
  return (
    <Stack spacing={2}>
      {layouts.map(({ label, siblingCount, boundaryCount }) => (
        <div key={label}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>{label}</Typography>
          <Pagination
            count={30}
            defaultPage={14}
            siblingCount={siblingCount}
            boundaryCount={boundaryCount}
            aria-label={`Archive pages, ${label}`}
          />
        </div>
      ))}
    </Stack>
  );
}
