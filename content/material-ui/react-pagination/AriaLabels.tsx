import Pagination from '@mui/material/Pagination';

export default function AriaLabels() {
  return (
    <Pagination
      count={15}
      defaultPage={4}
      aria-label="Chapters"
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page') return selected ? `Chapter ${page}, current` : `Go to chapter ${page}`;
        if (type === 'previous') return 'Previous chapter';
        if (type === 'next') return 'Next chapter';
        return `${type} chapter`;
      }}
    />
  );
}
