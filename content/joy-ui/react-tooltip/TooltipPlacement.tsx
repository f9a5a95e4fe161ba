import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { TooltipProps } from '@mui/joy/Tooltip';

const rows: TooltipProps['placement'][][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', undefined, 'right-start'],
  ['left', undefined, 'right'],
  ['left-end', undefined, 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function TooltipPlacement() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 1, justifyContent: 'center', py: 4 }}>
      {rows.flat().map((placement, index) =>
        placement ? (
          <Tooltip key={placement} title={`Opens ${placement}`} placement={placement} describeChild>
            <Button variant="outlined" color="neutral" size="sm">
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
