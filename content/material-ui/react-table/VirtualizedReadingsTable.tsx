import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import * as React from 'react';

interface Reading {
  id: number;
  time: string;
  sensor: string;
  celsius: number;
  humidity: number;
}

const sensors = ['Cold room A', 'Cold room B', 'Loading bay', 'Freezer 1', 'Freezer 2'];
// Every row gets this fixed height, so the virtualizer's estimate is exact.
const ROW_HEIGHT = 36;

// 10,000 readings, one a minute, generated the same way on the server and in the browser.
const readings: Reading[] = Array.from({ length: 10_000 }, (_, index) => {
  const start = Date.UTC(2025, 4, 1, 0, 0);
  const sensor = sensors[index % sensors.length];
  const base = sensor.startsWith('Freezer') ? -19 : 3;
  return {
    id: index + 1,
    time: new Date(start + index * 60_000).toISOString().slice(0, 16).replace('T', ' '),
    sensor,
    celsius: Math.round((base + Math.sin(index / 37) * 1.5) * 10) / 10,
    humidity: 60 + ((index * 7) % 25),
  };
});

export default function VirtualizedReadingsTable() {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: readings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Lets the server render the first screen of rows before the container is measured.
    initialRect: { width: 0, height: 400 },
  });

  const items = virtualizer.getVirtualItems();
  // Two spacer rows stand in for the rows that are not rendered, so the scrollbar keeps its full length.
  const before = items.length > 0 ? items[0].start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <TableContainer
      component={Paper}
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label="Temperature log, scrollable"
      sx={{ height: 400 }}
    >
      <Table stickyHeader size="small" aria-label="Temperature log" aria-rowcount={readings.length + 1}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell>Time (UTC)</TableCell>
            <TableCell>Sensor</TableCell>
            <TableCell align="right">°C</TableCell>
            <TableCell align="right">Humidity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {before > 0 && (
            <TableRow aria-hidden style={{ height: before }}>
              <TableCell colSpan={4} sx={{ p: 0, border: 0 }} />
            </TableRow>
          )}
          {items.map((item) => {
            const reading = readings[item.index];
            return (
              // aria-rowindex tells screen readers where this row sits in the whole log.
              <TableRow key={reading.id} hover aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {reading.time}
                </TableCell>
                <TableCell>{reading.sensor}</TableCell>
                <TableCell align="right">{reading.celsius.toFixed(1)}</TableCell>
                <TableCell align="right">{reading.humidity}%</TableCell>
              </TableRow>
            );
          })}
          {after > 0 && (
            <TableRow aria-hidden style={{ height: after }}>
              <TableCell colSpan={4} sx={{ p: 0, border: 0 }} />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
