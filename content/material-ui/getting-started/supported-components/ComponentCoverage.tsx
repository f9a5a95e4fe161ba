import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { components, type Coverage } from './coverage';

// The icon carries the colour; the label stays in the default text colour, readable in both modes.
const chipIcon = {
  Supported: <CheckCircleOutline color="success" />,
  Partial: <RemoveCircleOutline color="warning" />,
  'Not supported': <HighlightOff color="disabled" />,
};

export default function ComponentCoverage() {
  const [query, setQuery] = React.useState('');
  const [coverage, setCoverage] = React.useState<Coverage | 'All'>('All');

  const rows = components.filter(
    (row) =>
      (coverage === 'All' || row.coverage === coverage) &&
      `${row.guideline} ${row.material}`.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label="Search components" size="small" value={query} onChange={(event) => setQuery(event.target.value)} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={coverage}
          onChange={(_event, value: Coverage | 'All' | null) => value && setCoverage(value)}
          aria-label="Filter by coverage"
        >
          {(['All', 'Supported', 'Partial', 'Not supported'] as const).map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {rows.length} of {components.length} guideline components
      </Typography>
      <TableContainer tabIndex={0} role="region" aria-label="Coverage table, scrollable" sx={{ maxHeight: 420 }}>
        <Table stickyHeader size="small" aria-label="Material Design components in Material UI">
          <TableHead>
            <TableRow>
              <TableCell>Material Design</TableCell>
              <TableCell>Material UI</TableCell>
              <TableCell>Coverage</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.guideline}>
                <TableCell>{row.guideline}</TableCell>
                <TableCell>
                  {row.material}
                  {row.note && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {row.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" icon={chipIcon[row.coverage]} label={row.coverage} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
