import Box from '@mui/system/Box';

const notifications = [
  { id: 1, author: 'Priya', initials: 'PR', time: '2 min ago', text: 'commented on "Move the invoice export to a background job so large accounts stop timing out".' },
  { id: 2, author: 'Tomás', initials: 'TD', time: '1 h ago', text: 'approved your changes.' },
];

// The avatar and the time keep their size (flexShrink: 0); only the message narrows.
export default function NotificationShrink() {
  return (
    <Box component="ul" aria-label="Notifications" sx={{ width: 300, p: 0, m: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {notifications.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5, p: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <Box aria-hidden sx={{ flexShrink: 0, width: 40, height: 40, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText', display: 'grid', placeItems: 'center', fontSize: 14 }}>
            {item.initials}
          </Box>
          <Box sx={{ flexShrink: 1, minWidth: 0, fontSize: 14 }}>
            <strong>{item.author}</strong> {item.text}
          </Box>
          <Box component="span" sx={{ flexShrink: 0, fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {item.time}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
