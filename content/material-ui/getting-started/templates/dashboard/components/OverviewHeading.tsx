import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { rangeLabels, type Range } from '../data/metrics';

interface OverviewHeadingProps {
  range: Range;
  onRangeChange: (range: Range) => void;
}

const ranges = Object.keys(rangeLabels) as Range[];

export default function OverviewHeading({ range, onRangeChange }: OverviewHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-end' }, justifyContent: 'space-between', mb: 3 }}
    >
      <div>
        <Typography variant="h3" component="h1">
          Operations overview
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {rangeLabels[range].period} · all depots
        </Typography>
      </div>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_, next: Range | null) => next && onRangeChange(next)}
          aria-label="Reporting period"
        >
          {ranges.map((key) => (
            <ToggleButton key={key} value={key} sx={{ px: 1.75 }}>
              {rangeLabels[key].short}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="outlined" color="inherit" size="small" startIcon={<FileDownloadOutlined />} sx={{ py: 0.75 }}>
          Export
        </Button>
      </Stack>
    </Stack>
  );
}
