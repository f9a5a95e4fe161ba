import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface LogEntry {
  id: number;
  text: string;
}

/** Keeps the last callbacks a picker fired, newest first. */
export function useCallbackLog() {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);
  const log = React.useCallback((text: string) => {
    counter.current += 1;
    const entry = { id: counter.current, text };
    setEntries((previous) => [entry, ...previous].slice(0, 8));
  }, []);
  const clear = React.useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

export function CallbackLog({ entries, onClear, title }: { entries: LogEntry[]; onClear: () => void; title: string }) {
  const titleId = React.useId();
  return (
    <Box sx={{ minWidth: 260, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="subtitle2" component="p">
          {title}
        </Typography>
        <Button size="small" onClick={onClear}>
          Clear log
        </Button>
      </Box>
      <Box
        component="ol"
        aria-labelledby={titleId}
        aria-live="polite"
        sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, minHeight: 120 }}
      >
        {entries.map((entry) => (
          <li key={entry.id}>{entry.text}</li>
        ))}
      </Box>
    </Box>
  );
}

/** Short text for a callback's value. */
export function describeValue(value: { isValid: () => boolean; format: (template: string) => string } | null) {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}
