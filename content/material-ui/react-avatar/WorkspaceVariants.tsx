import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function WorkspaceVariants() {
  return (
    <Stack direction="row" spacing={4}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* circular (default): people */}
        <Avatar sx={{ bgcolor: 'secondary.main' }}>JD</Avatar>
        <Typography variant="caption">Person</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* rounded: workspaces, teams and apps */}
        <Avatar variant="rounded" sx={{ bgcolor: '#0b7285', color: 'common.white' }}>
          Ac
        </Avatar>
        <Typography variant="caption">Workspace</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* square: thumbnails that sit in a grid */}
        <Avatar variant="square" sx={{ bgcolor: '#b8420a', color: 'common.white', fontSize: 14 }}>
          PDF
        </Avatar>
        <Typography variant="caption">File</Typography>
      </Stack>
    </Stack>
  );
}
