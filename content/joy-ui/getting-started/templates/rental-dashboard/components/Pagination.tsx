import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeftRounded from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * "Previous" and "Next" with the page numbers between them (from `sm` up; phones get "Page 2 of 3"
 * instead). The ends stay enabled and do nothing, so focus is never dropped on a disabled button.
 */
export default function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) {
    return null;
  }
  const go = (target: number) => {
    if (target >= 0 && target < pageCount && target !== page) {
      onPageChange(target);
    }
  };
  return (
    <Box component="nav" aria-label="Result pages" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 1 }}>
      <Button
        variant="outlined"
        color="neutral"
        size="sm"
        startDecorator={<KeyboardArrowLeftRounded />}
        aria-disabled={page === 0}
        onClick={() => go(page - 1)}
        sx={{ '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } }}
      >
        Previous
      </Button>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
        {Array.from({ length: pageCount }, (_, index) => (
          <Button
            key={index}
            size="sm"
            variant={index === page ? 'solid' : 'plain'}
            color={index === page ? 'primary' : 'neutral'}
            aria-current={index === page ? 'page' : undefined}
            aria-label={`Page ${index + 1}`}
            onClick={() => go(index)}
            sx={{ minWidth: 36 }}
          >
            {index + 1}
          </Button>
        ))}
      </Box>
      <Typography level="body-sm" sx={{ display: { sm: 'none' }, px: 1 }}>
        Page {page + 1} of {pageCount}
      </Typography>
      <Button
        variant="outlined"
        color="neutral"
        size="sm"
        endDecorator={<KeyboardArrowRightRounded />}
        aria-disabled={page === pageCount - 1}
        onClick={() => go(page + 1)}
        sx={{ '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'default' } }}
      >
        Next
      </Button>
    </Box>
  );
}
