import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';

// In an app, read `page` from the URL (?page=3) and let each item be a link,
// so every page has its own address and the back button works.
export default function LinkPagination() {
  const [page, setPage] = React.useState(3);
  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Address: https://blog.example/posts?page={page}
      </Typography>
      <Pagination
        page={page}
        count={9}
        onChange={(_event, value) => setPage(value)}
        aria-label="Blog post pages"
        renderItem={(item) => (
          <PaginationItem
            {...item}
            component="a"
            href={`https://blog.example/posts${item.page === 1 ? '' : `?page=${item.page}`}`}
            onClick={(event: React.MouseEvent<HTMLElement>) => {
              event.preventDefault();
              item.onClick(event);
            }}
          />
        )}
      />
    </div>
  );
}
