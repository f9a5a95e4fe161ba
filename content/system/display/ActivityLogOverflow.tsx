import Box from '@mui/system/Box';

const events = [
  '08:02 Backup started',
  '08:05 412 files copied',
  '08:06 Checksum verified',
  '08:09 Old snapshots pruned',
  '08:10 Upload to cold storage queued',
  '08:14 Upload finished',
  '08:15 Backup completed',
];

export default function ActivityLogOverflow() {
  return (
    <Box
      role="region"
      aria-label="Backup log"
      tabIndex={0}
      sx={{ height: 120, overflow: 'auto', p: 1, fontFamily: 'monospace', fontSize: 13, bgcolor: 'grey.900', color: 'grey.100', borderRadius: 1 }}
    >
      {events.map((event) => (
        <div key={event}>{event}</div>
      ))}
    </Box>
  );
}
