import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const rules = [
  { label: 'At least 12 characters', test: (value: string) => value.length >= 12 },
  { label: 'A number', test: (value: string) => /\d/.test(value) },
  { label: 'An uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
];

export default function PasswordRulesFade() {
  const id = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [password, setPassword] = React.useState('');

  return (
    <div>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onFocus={(event) => setAnchorEl(event.currentTarget)}
        onBlur={() => setAnchorEl(null)}
        slotProps={{ htmlInput: { 'aria-describedby': id } }}
      />
      <Popper id={id} open={Boolean(anchorEl)} anchorEl={anchorEl} placement="right-start" transition keepMounted disablePortal sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={3} sx={{ p: 1.5, ml: 1 }}>
              <Typography variant="subtitle2" component="p">
                Your password needs:
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {rules.map((rule) => (
                  <li key={rule.label}>
                    <Typography variant="body2">
                      {rule.label}
                      {rule.test(password) ? ' ✓' : ''}
                    </Typography>
                  </li>
                ))}
              </ul>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
