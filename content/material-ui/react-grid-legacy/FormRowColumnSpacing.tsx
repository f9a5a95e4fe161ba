import GridLegacy from '@mui/material/GridLegacy';
import TextField from '@mui/material/TextField';

export default function FormRowColumnSpacing() {
  return (
    <GridLegacy container rowSpacing={3} columnSpacing={{ xs: 1, sm: 2 }} component="form" aria-label="Billing address">
      <GridLegacy item xs={12} sm={6}>
        <TextField label="First name" autoComplete="given-name" fullWidth />
      </GridLegacy>
      <GridLegacy item xs={12} sm={6}>
        <TextField label="Last name" autoComplete="family-name" fullWidth />
      </GridLegacy>
      <GridLegacy item xs={12}>
        <TextField label="Street address" autoComplete="address-line1" fullWidth />
      </GridLegacy>
      <GridLegacy item xs={5} sm={4}>
        <TextField label="Postcode" autoComplete="postal-code" fullWidth />
      </GridLegacy>
      <GridLegacy item xs={7} sm={8}>
        <TextField label="City" autoComplete="address-level2" fullWidth />
      </GridLegacy>
    </GridLegacy>
  );
}
