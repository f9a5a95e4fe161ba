import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import * as React from 'react';

// styleOverrides is keyed by slot: each key styles one part of every Chip.
const squareChips = createTheme({
  components: {
    MuiChip: {
      styleOverrides: {
        root: { borderRadius: 6, fontWeight: 500 },
        label: { paddingInline: 10 },
        deleteIcon: { fontSize: 18, opacity: 0.7, '&:hover': { opacity: 1 } },
      },
    },
  },
});

export default function TagEditorStyleOverrides() {
  const [tags, setTags] = React.useState(['invoices', 'q3-2025', 'needs-review', 'archived']);

  return (
    <ThemeProvider theme={squareChips}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          component="ul"
          aria-label="Document tags"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {tags.map((tag) => (
            <li key={tag}>
              <Chip
                label={tag}
                variant="outlined"
                onDelete={() => setTags((all) => all.filter((item) => item !== tag))}
              />
            </li>
          ))}
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
