import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LocalShipping from '@mui/icons-material/LocalShipping';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Storefront from '@mui/icons-material/Storefront';

const options = [
  { value: 'standard', label: 'Standard, 3–5 days', price: 'Free', icon: <LocalShipping /> },
  { value: 'express', label: 'Express, next day', price: '€7.90', icon: <RocketLaunch /> },
  { value: 'pickup', label: 'Pick up in store', price: 'Free', icon: <Storefront /> },
];

export default function ListRadio() {
  const [shipping, setShipping] = React.useState('standard');
  const titleId = React.useId();
  return (
    <div>
      <Typography id={titleId} level="title-sm" sx={{ mb: 1 }}>
        Delivery
      </Typography>
      <RadioGroup aria-labelledby={titleId} value={shipping} onChange={(event) => setShipping(event.target.value)}>
        <List variant="outlined" sx={{ maxWidth: 340, borderRadius: 'sm', '--List-gap': '4px' }}>
          {options.map((option) => (
            <ListItem key={option.value} variant={shipping === option.value ? 'soft' : 'plain'} sx={{ borderRadius: 'sm' }}>
              <ListItemDecorator>{option.icon}</ListItemDecorator>
              <Radio overlay value={option.value} label={option.label} sx={{ flexGrow: 1 }} />
              <Typography level="body-sm" sx={{ ml: 1 }}>
                {option.price}
              </Typography>
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
