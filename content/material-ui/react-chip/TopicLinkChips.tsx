import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Related pages for a component; each chip is a real link.
const related = [
  { label: 'Button', href: '/material-ui/react-button/' },
  { label: 'Autocomplete', href: '/material-ui/react-autocomplete/' },
  { label: 'Text Field', href: '/material-ui/react-text-field/' },
  { label: 'Tabs', href: '/material-ui/react-tabs/' },
];

export default function TopicLinkChips() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Often used together with chips
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {related.map((page) => (
          <Chip key={page.href} label={page.label} component="a" href={page.href} clickable size="small" />
        ))}
      </Stack>
    </Stack>
  );
}
