import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { offlinePrompt } from './offlineAssistant';
import { orderColumns, orders } from './shopOrders';

export default function AskFromOwnField() {
  const apiRef = useGridApiRef();
  const [prompt, setPrompt] = React.useState('Only Pending, highest revenue first, top 3');
  const [status, setStatus] = React.useState<{ severity: 'info' | 'success' | 'error'; text: string }>({
    severity: 'info',
    text: 'Ask, and the grid applies the answer: filters, sorting, grouping, totals and a selection.',
  });

  const ask = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api || !prompt.trim()) return;
    setStatus({ severity: 'info', text: 'Thinking…' });
    const result = await api.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? { severity: 'error', text: result.message } : { severity: 'success', text: `Applied: "${prompt}"` });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={ask} sx={{ alignItems: 'center' }}>
        <TextField size="small" label="Ask the orders" value={prompt} onChange={(event) => setPrompt(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="contained">
          Ask
        </Button>
      </Stack>
      <Alert severity={status.severity} role="status">
        {status.text}
      </Alert>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={offlinePrompt}
          checkboxSelection
          aria-label="Orders driven by your questions"
        />
      </div>
    </Stack>
  );
}
