import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import WestIcon from '@mui/icons-material/West';
import EastIcon from '@mui/icons-material/East';

export default function CustomIcons() {
  return (
    <Pagination
      count={12}
      showFirstButton
      showLastButton
      aria-label="Gallery pages"
      renderItem={(item) => (
        <PaginationItem
          slots={{
            first: KeyboardDoubleArrowLeftIcon,
            previous: WestIcon,
            next: EastIcon,
            last: KeyboardDoubleArrowRightIcon,
          }}
          {...item}
        />
      )}
    />
  );
}
