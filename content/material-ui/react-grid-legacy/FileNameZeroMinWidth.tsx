import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const fileName = 'quarterly-board-meeting-minutes-final-approved-version-3-signed.pdf';

export default function FileNameZeroMinWidth() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 264, p: 1.5 }}>
      <GridLegacy container spacing={1} wrap="nowrap" sx={{ alignItems: 'center' }}>
        <GridLegacy item>
          <DescriptionOutlined color="action" />
        </GridLegacy>
        {/* Without zeroMinWidth, the item cannot shrink below its text and noWrap has no effect. */}
        <GridLegacy item xs zeroMinWidth>
          <Typography noWrap title={fileName}>
            {fileName}
          </Typography>
        </GridLegacy>
        <GridLegacy item>
          <Typography variant="body2" color="text.secondary">
            2.4 MB
          </Typography>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}
