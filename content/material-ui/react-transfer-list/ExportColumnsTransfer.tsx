import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import * as React from 'react';

const allColumns = ['Order ID', 'Customer', 'Email', 'Country', 'Items', 'Subtotal', 'Tax', 'Total', 'Status'];

export default function ExportColumnsTransfer() {
  const [hidden, setHidden] = React.useState(['Email', 'Country', 'Items', 'Tax']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const exported = allColumns.filter((column) => !hidden.includes(column));

  const toggle = (column: string) =>
    setChecked((current) => (current.includes(column) ? current.filter((item) => item !== column) : [...current, column]));

  const toggleAll = (columns: string[]) => {
    const allChecked = columns.every((column) => checked.includes(column));
    setChecked(allChecked ? checked.filter((item) => !columns.includes(item)) : [...new Set([...checked, ...columns])]);
  };

  const moveChecked = (to: 'hidden' | 'exported') => {
    const source = to === 'hidden' ? exported : hidden;
    const moving = source.filter((column) => checked.includes(column));
    setHidden(to === 'hidden' ? [...hidden, ...moving] : hidden.filter((column) => !moving.includes(column)));
    setChecked(checked.filter((column) => !moving.includes(column)));
  };

  const panel = (title: string, columns: string[]) => {
    const count = columns.filter((column) => checked.includes(column)).length;
    return (
      <Card variant="outlined" sx={{ width: 230 }}>
        <CardHeader
          sx={{ px: 2, py: 1 }}
          avatar={
            <Checkbox
              checked={columns.length > 0 && count === columns.length}
              indeterminate={count > 0 && count < columns.length}
              disabled={columns.length === 0}
              onChange={() => toggleAll(columns)}
              slotProps={{ input: { 'aria-label': `Select every column in ${title}` } }}
            />
          }
          title={title}
          subheader={`${count} of ${columns.length} selected`}
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 220, overflow: 'auto' }}>
          {columns.map((column) => (
            <ListItem key={column} sx={{ py: 0 }}>
              <FormControlLabel control={<Checkbox size="small" checked={checked.includes(column)} onChange={() => toggle(column)} />} label={column} />
            </ListItem>
          ))}
        </List>
      </Card>
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      {panel('Not exported', hidden)}
      <Stack spacing={1}>
        <Button variant="outlined" size="small" onClick={() => moveChecked('exported')} disabled={!hidden.some((c) => checked.includes(c))} aria-label="Export selected columns">&gt;</Button>
        <Button variant="outlined" size="small" onClick={() => moveChecked('hidden')} disabled={!exported.some((c) => checked.includes(c))} aria-label="Stop exporting selected columns">&lt;</Button>
      </Stack>
      {panel('Exported to CSV', exported)}
    </Stack>
  );
}
