import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function TextFieldSelect() {
  const listboxId = React.useId();
  // The Select's list exists only once mounted: refer to it from aria-controls from then on.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <FormControl sx={{ maxWidth: 280 }}>
      <FormLabel>Invoice currency</FormLabel>
      {/* A select field: the same FormControl, with Select in place of Input. */}
      <Select defaultValue="EUR" listboxId={listboxId} slotProps={{ button: { 'aria-controls': mounted ? listboxId : undefined } }}>
        <Option value="EUR">Euro (EUR)</Option>
        <Option value="GBP">Pound sterling (GBP)</Option>
        <Option value="CHF">Swiss franc (CHF)</Option>
      </Select>
      <FormHelperText>Applies to new invoices only.</FormHelperText>
    </FormControl>
  );
}
