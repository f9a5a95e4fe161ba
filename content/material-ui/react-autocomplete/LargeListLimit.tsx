import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// 4,000 product SKUs, built deterministically so server and browser agree.
const families = ['CHAIR', 'DESK', 'LAMP', 'SHELF'];
const skus = families.flatMap((family) =>
  Array.from({ length: 1000 }, (_, i) => `${family}-${String(i + 1).padStart(4, '0')}`),
);

// Rendering thousands of <li> is slow: show only the first 50 matches.
const firstFifty = createFilterOptions<string>({ limit: 50 });

export default function LargeListLimit() {
  return (
    <Autocomplete
      id="sku-lookup"
      options={skus}
      filterOptions={firstFifty}
      sx={{ width: '100%', maxWidth: 300 }}
      renderInput={(params) => <TextField {...params} label="SKU" helperText={`${skus.length.toLocaleString('en')} products; type to narrow`} />}
    />
  );
}
