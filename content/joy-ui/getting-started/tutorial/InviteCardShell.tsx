import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InviteCardShell() {
  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', p: 3, borderRadius: 'lg', boxShadow: 'sm' }}
    >
      <Typography level="title-lg" component="h3">
        Invite people to Harbor Studio
      </Typography>
      <Typography level="body-sm" sx={{ mt: 0.5 }}>
        Teammates get access to every project in this workspace.
      </Typography>
    </Sheet>
  );
}
