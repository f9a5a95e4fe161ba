import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const ROW = 40; // every option is exactly this tall (px)
const IN_VIEW = 7; // rows visible at once
const OVERSCAN = 6; // rows kept above and below: arrow and Page keys always land on a rendered row

// 10,400 warehouse bins: aisles A–Z, shelves 01–40, bins 1–10.
const bins = Array.from({ length: 26 * 40 * 10 }, (_, n) => {
  const aisle = String.fromCharCode(65 + Math.floor(n / 400));
  const shelf = String(Math.floor(n / 10) % 40 + 1).padStart(2, '0');
  return `Aisle ${aisle} · shelf ${shelf} · bin ${(n % 10) + 1}`;
});

// Renders only the options near the scroll position; padding stands in for the rest.
const WindowedListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(
  function WindowedListbox({ children, style, onScroll, ...other }, ref) {
    const [scrollTop, setScrollTop] = React.useState(0);
    const rows = React.Children.toArray(children);
    const first = Math.max(0, Math.floor(scrollTop / ROW) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil(scrollTop / ROW) + IN_VIEW + OVERSCAN);

    return (
      <ul
        {...other}
        ref={ref}
        style={{
          ...style,
          boxSizing: 'border-box',
          maxHeight: ROW * IN_VIEW,
          paddingTop: first * ROW,
          paddingBottom: (rows.length - last) * ROW,
        }}
        onScroll={(event) => {
          setScrollTop(event.currentTarget.scrollTop);
          onScroll?.(event);
        }}
      >
        {rows.slice(first, last)}
      </ul>
    );
  },
);

export default function WindowedBinLocations() {
  return (
    <Autocomplete
      id="pick-bin"
      options={bins}
      // Home and End would jump to rows that are not rendered: leave those keys to the input.
      handleHomeEndKeys={false}
      sx={{ width: '100%', maxWidth: 340 }}
      slotProps={{
        listbox: {
          component: WindowedListbox,
          sx: { '& .MuiAutocomplete-option': { boxSizing: 'border-box', height: ROW, minHeight: ROW, whiteSpace: 'nowrap' } },
        },
      }}
      renderInput={(params) => (
        <TextField {...params} label="Bin location" helperText={`${bins.length.toLocaleString('en')} bins, scroll or type “aisle q”`} />
      )}
    />
  );
}
