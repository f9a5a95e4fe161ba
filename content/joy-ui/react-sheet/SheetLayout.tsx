import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetLayout() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 2, minHeight: 220 }}>
      {/* A soft Sheet as the navigation panel... */}
      <Sheet component="nav" aria-label="Mailbox folders" variant="soft" sx={{ borderRadius: 'md', p: 1 }}>
        <List size="sm">
          {['Inbox (4)', 'Sent', 'Archive'].map((folder, index) => (
            <ListItem key={folder}>
              <ListItemButton selected={index === 0} aria-current={index === 0 ? 'page' : undefined}>
                {folder}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      {/* ...and an outlined one with a shadow as the reading pane. */}
      <Sheet component="article" variant="outlined" sx={{ borderRadius: 'md', p: 2, boxShadow: 'sm' }}>
        <Typography level="title-md">Your order has shipped</Typography>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          From: orders@example.com · 9:14
        </Typography>
        <Typography level="body-sm">
          Parcel 3 of 3 left our warehouse this morning. Track it from your account.
        </Typography>
      </Sheet>
    </Box>
  );
}
