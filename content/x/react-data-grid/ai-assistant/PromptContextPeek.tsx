import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import * as React from 'react';
import { DataGridPremium, type PromptResponse, useGridApiRef } from '@mui/x-data-grid-premium';
import { offlinePrompt } from './offlineAssistant';
import { orderColumns, orders } from './shopOrders';

export default function PromptContextPeek() {
  const apiRef = useGridApiRef();
  const [sampling, setSampling] = React.useState(false);
  const [context, setContext] = React.useState('');

  // Wraps the resolver to show what it receives: the grid's description of its columns.
  const inspectAndAnswer = React.useCallback(async (prompt: string, promptContext: string, conversationId?: string): Promise<PromptResponse> => {
    setContext(JSON.stringify(JSON.parse(promptContext), null, 1));
    return offlinePrompt(prompt, promptContext, conversationId);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
          label="Send sample cell values (allowAiAssistantDataSampling)"
        />
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.aiAssistant.processPrompt('Total revenue per status')}>
          Ask "Total revenue per status"
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={inspectAndAnswer}
          allowAiAssistantDataSampling={sampling}
          aria-label="Orders, with the prompt context shown below"
        />
      </div>
      <TextField
        label="Prompt context the resolver received"
        value={context}
        multiline
        minRows={4}
        maxRows={12}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 12 } } }}
      />
    </Stack>
  );
}
