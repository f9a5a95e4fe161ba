import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const plans = [
  { id: 'solo', name: 'Solo', price: '€5 / month', detail: '1 user, 10 projects' },
  { id: 'team', name: 'Team', price: '€19 / month', detail: 'Up to 10 users, unlimited projects' },
  { id: 'studio', name: 'Studio', price: '€49 / month', detail: 'Unlimited users, priority support' },
];

export default function PlanPickerActionArea() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((plan) => {
        const active = plan.id === selected;
        return (
          <Card key={plan.id} variant="outlined" sx={{ flex: 1, borderColor: active ? 'primary.main' : 'divider' }}>
            {/* The whole card is one button (a div with role="button", since it holds block content);
                aria-pressed tells screen readers which plan is chosen. */}
            <CardActionArea component="div" aria-pressed={active} onClick={() => setSelected(plan.id)} sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography component="span" variant="h6">
                    {plan.name}
                  </Typography>
                  {active && <CheckCircleIcon color="primary" aria-hidden />}
                </Stack>
                <Typography sx={{ fontWeight: 600 }}>{plan.price}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {plan.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
