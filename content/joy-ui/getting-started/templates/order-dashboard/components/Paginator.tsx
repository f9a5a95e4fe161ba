import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeftRounded from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';

export interface PaginatorProps {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * Page buttons with a summary ("11–20 of 22"). Numbered buttons from `sm` up; on phones only
 * previous and next, so the row never wraps.
 */
export default function Paginator({ page, pageCount, total, pageSize, onPageChange }: PaginatorProps) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <Box component="nav" aria-label="Order pages" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography level="body-sm" sx={{ mr: 'auto' }} aria-live="polite">
        {first}–{last} of {total}
      </Typography>
      <IconButton
        size="sm"
        variant="outlined"
        color="neutral"
        aria-label="Previous page"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <KeyboardArrowLeftRounded />
      </IconButton>
      {Array.from({ length: pageCount }, (_, index) => (
        <Button
          key={index}
          size="sm"
          variant={index === page ? 'soft' : 'plain'}
          color={index === page ? 'primary' : 'neutral'}
          aria-current={index === page ? 'page' : undefined}
          aria-label={`Page ${index + 1}`}
          onClick={() => onPageChange(index)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, minWidth: 36 }}
        >
          {index + 1}
        </Button>
      ))}
      <IconButton
        size="sm"
        variant="outlined"
        color="neutral"
        aria-label="Next page"
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        <KeyboardArrowRightRounded />
      </IconButton>
    </Box>
  );
}
