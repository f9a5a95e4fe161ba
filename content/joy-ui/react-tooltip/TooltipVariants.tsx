import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import CloudDownload from '@mui/icons-material/CloudDownload';
import CloudUpload from '@mui/icons-material/CloudUpload';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Share from '@mui/icons-material/Share';

const actions = [
  { title: 'Upload files', icon: <CloudUpload />, variant: 'solid' },
  { title: 'Download all', icon: <CloudDownload />, variant: 'soft' },
  { title: 'New folder', icon: <CreateNewFolder />, variant: 'outlined' },
  { title: 'Share folder', icon: <Share />, variant: 'plain' },
] as const;

export default function TooltipVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      {actions.map((action) => (
        <Tooltip key={action.title} title={action.title} variant={action.variant} arrow>
          <IconButton variant="outlined" color="neutral">
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
