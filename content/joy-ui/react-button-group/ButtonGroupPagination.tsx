import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

const pageCount = 5;

export default function ButtonGroupPagination() {
  const [page, setPage] = React.useState(1);
  return (
    <Stack component="nav" aria-label="Search results pages" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup size="sm" aria-label="Pages">
        <IconButton aria-label="Previous page" disabled={page === 1} onClick={() => setPage(page - 1)}>
          <ChevronLeft />
        </IconButton>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <Button
            key={number}
            aria-current={number === page ? 'page' : undefined}
            variant={number === page ? 'solid' : undefined}
            color={number === page ? 'primary' : undefined}
            onClick={() => setPage(number)}
          >
            {number}
          </Button>
        ))}
        <IconButton aria-label="Next page" disabled={page === pageCount} onClick={() => setPage(page + 1)}>
          <ChevronRight />
        </IconButton>
      </ButtonGroup>
      <Typography level="body-sm">
        Showing results {(page - 1) * 20 + 1}–{page * 20} of 100
      </Typography>
    </Stack>
  );
}
