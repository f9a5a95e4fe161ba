import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Checkbox from '@mui/material/Checkbox';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const statuses = ['Paid', 'Pending', 'Overdue', 'Refunded'];

export default function ColumnFilterPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [shown, setShown] = React.useState(['Paid', 'Pending', 'Overdue']);

  const toggle = (status: string) =>
    setShown(shown.includes(status) ? shown.filter((item) => item !== status) : [...shown, status]);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="subtitle2">
        Invoice status ({shown.length} of {statuses.length})
      </Typography>
      <IconButton size="small" aria-label="Filter invoice status" onClick={(event) => setAnchorEl(event.currentTarget)}>
        <FilterAltOutlined fontSize="small" />
      </IconButton>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={8}
        slots={{ transition: Fade }}
        slotProps={{
          paper: { variant: 'outlined', elevation: 0, sx: { px: 2, py: 1, minWidth: 200 } },
          transition: { timeout: 150 },
        }}
      >
        <FormGroup aria-label="Statuses to show">
          {statuses.map((status) => (
            <FormControlLabel
              key={status}
              label={status}
              control={<Checkbox size="small" checked={shown.includes(status)} onChange={() => toggle(status)} />}
            />
          ))}
        </FormGroup>
      </Popover>
    </Stack>
  );
}
