import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import * as React from 'react';

/** Hides text on screen while screen readers still read it. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const actors = ['j.okafor', 'm.lindqvist', 'a.rahman', 'build-bot'];
const actions = ['Signed in', 'Changed role to Editor', 'Exported invoices', 'Deleted API key', 'Updated billing address'];

const events = Array.from({ length: 96 }, (_, index) => ({
  id: `EV-${String(5000 - index)}`,
  actor: actors[(index * 3) % actors.length],
  action: actions[(index * 5) % actions.length],
  at: `2025-06-${String(30 - Math.floor(index / 4)).padStart(2, '0')} ${String(17 - (index % 4) * 3).padStart(2, '0')}:15`,
}));

// The props TablePagination passes to its ActionsComponent that this component uses.
interface PageJumpActionsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement> | null, page: number) => void;
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => string;
  disabled?: boolean;
  className?: string;
}

// Replaces the first/previous/next/last buttons with previous, a page picker and next.
function PageJumpActions(props: PageJumpActionsProps) {
  const { count, page, rowsPerPage, onPageChange, getItemAriaLabel, disabled, className } = props;
  const theme = useTheme();
  const selectId = React.useId();
  const isRtl = theme.direction === 'rtl';
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));

  return (
    <Box className={className} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 2.5 }}>
      <IconButton
        onClick={(event) => onPageChange(event, page - 1)}
        disabled={disabled || page === 0}
        aria-label={getItemAriaLabel('previous')}
      >
        {isRtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
      {/* The select's label, hidden on screen, names it for screen readers. */}
      <Box component="label" htmlFor={selectId} sx={visuallyHidden}>
        Go to page
      </Box>
      <NativeSelect
        id={selectId}
        value={page}
        disabled={disabled}
        onChange={(event) => onPageChange(null, Number(event.target.value))}
        sx={{ fontSize: 14 }}
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <option key={index} value={index}>
            Page {index + 1} of {pageCount}
          </option>
        ))}
      </NativeSelect>
      <IconButton
        onClick={(event) => onPageChange(event, page + 1)}
        disabled={disabled || page >= pageCount - 1}
        aria-label={getItemAriaLabel('next')}
      >
        {isRtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    </Box>
  );
}

export default function AuditLogPageJump() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(8);
  const visible = events.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Audit log">
      <Table size="small" aria-label="Audit log">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>User</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>When</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((event) => (
            <TableRow key={event.id}>
              <TableCell component="th" scope="row">
                {event.id}
              </TableCell>
              <TableCell>{event.actor}</TableCell>
              <TableCell>{event.action}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.at}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={events.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[8, 16, 32]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage="Events per page"
              ActionsComponent={PageJumpActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
