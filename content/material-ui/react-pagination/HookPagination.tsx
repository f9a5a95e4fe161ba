import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function HookPagination() {
  const [page, setPage] = React.useState(5);
  const { items } = usePagination({ count: 20, page, onChange: (_event, value) => setPage(value) });
  return (
    <nav aria-label="Podcast episode pages">
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
        {items.map(({ page: number, type, selected, ...item }, index) => {
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            return <li key={index} aria-hidden="true" style={{ alignSelf: 'center' }}>…</li>;
          }
          const label = type === 'page' ? String(number) : type === 'previous' ? 'Newer' : 'Older';
          // item holds onClick, disabled and, on the current page, aria-current="page".
          return (
            <li key={index}>
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                aria-label={type === 'page' ? `Episodes page ${number}` : `${label} episodes`}
                sx={{ minWidth: 40 }}
                {...item}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </Box>
    </nav>
  );
}
