import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { SelectStaticProps } from '@mui/joy/Select';
import useListboxIds from './useListboxIds';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SelectClearable() {
  const listbox = useListboxIds();
  const [team, setTeam] = React.useState<string | null>('platform');
  // `action` gives access to focusVisible(), to return focus to the select after clearing.
  const action: SelectStaticProps['action'] = React.useRef(null);
  return (
    <FormControl sx={{ width: 260 }}>
      <FormLabel>Filter by team</FormLabel>
      <Select
        {...listbox()}
        action={action}
        value={team}
        placeholder="All teams"
        onChange={(_event, value) => setTeam(value)}
        {...(team && {
          // Hide the arrow while the clear button is shown.
          indicator: null,
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear team filter"
              // Stop the press from opening the list.
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => {
                setTeam(null);
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          ),
        })}
      >
        <Option value="platform">Platform</Option>
        <Option value="growth">Growth</Option>
        <Option value="support">Support</Option>
      </Select>
    </FormControl>
  );
}
