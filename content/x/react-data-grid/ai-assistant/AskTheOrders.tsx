import {
  DataGridPremium,
  GridAiAssistantPanel,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { offlinePrompt } from './offlineAssistant';
import { orderColumns, orders } from './shopOrders';

const suggestions: PromptSuggestion[] = [
  { value: 'Group by country with the total revenue' },
  { value: 'Only Refunded, highest revenue first' },
  { value: 'Average units per category' },
  { value: 'Reset' },
];

export default function AskTheOrders() {
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        aiAssistant
        onPrompt={offlinePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aria-label="Orders you can query in plain words"
      />
    </div>
  );
}
