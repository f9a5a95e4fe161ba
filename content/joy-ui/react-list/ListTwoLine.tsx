import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const transfers = [
  { payee: 'Greenleaf Grocers', date: '3 Mar · Card', amount: '−€64.18' },
  { payee: 'Salary, Northwind Ltd', date: '1 Mar · Transfer', amount: '+€3,420.00' },
  { payee: 'City Bikes subscription', date: '28 Feb · Direct debit', amount: '−€9.90' },
];

export default function ListTwoLine() {
  return (
    <List aria-label="Recent transactions" variant="outlined" sx={{ maxWidth: 400, borderRadius: 'md' }}>
      {transfers.map((item, index) => (
        <React.Fragment key={item.payee}>
          {index > 0 && <ListDivider aria-hidden />}
          <ListItem>
            <ListItemContent>
              <Typography level="title-sm">{item.payee}</Typography>
              <Typography level="body-xs">{item.date}</Typography>
            </ListItemContent>
            <Typography level="title-sm">{item.amount}</Typography>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
