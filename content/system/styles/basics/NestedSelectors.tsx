import { styled } from '@mui/material/styles';

// JSS '$label' references become nested selectors on a styled parent, targeting a class name.
const labelClass = 'BillingOption-label';

const Label = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  transition: theme.transitions.create('color'),
}));

const Option = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  [`&:hover .${labelClass}, &:has(input:checked) .${labelClass}`]: {
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '&:has(input:focus-visible)': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
  },
}));

const plans = ['Monthly, billed every 30 days', 'Yearly, two months free', 'Pay as you go'];

export default function NestedSelectors() {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, maxWidth: 360 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Billing cycle</legend>
      {plans.map((plan, index) => (
        <Option key={plan}>
          <input type="radio" name="billing-cycle" defaultChecked={index === 1} />
          <Label className={labelClass}>{plan}</Label>
        </Option>
      ))}
    </fieldset>
  );
}
