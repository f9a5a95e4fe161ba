import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Tooltip from '@mui/joy/Tooltip';
import HelpOutline from '@mui/icons-material/HelpOutline';

const rules = 'At least 12 characters. Mix words, numbers and symbols.';

export default function TooltipTriggers() {
  const [showRules, setShowRules] = React.useState(false);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type="password"
        endDecorator={
          // Only a click (or Enter/Space) toggles this one; hover, focus and touch are ignored.
          <Tooltip
            title={rules}
            open={showRules}
            placement="top-end"
            arrow
            disableTouchListener
            disableFocusListener
            disableHoverListener
            describeChild
          >
            <IconButton
              size="sm"
              variant="plain"
              aria-label="Password rules"
              aria-expanded={showRules}
              onClick={() => setShowRules((value) => !value)}
              onBlur={() => setShowRules(false)}
            >
              <HelpOutline />
            </IconButton>
          </Tooltip>
        }
      />
    </FormControl>
  );
}
