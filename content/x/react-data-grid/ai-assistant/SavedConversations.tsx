import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { type Conversation, DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { offlinePrompt } from './offlineAssistant';
import { orderColumns, orders } from './shopOrders';

// As if loaded from your server: yesterday's session with one answered question.
const yesterday: Conversation[] = [
  {
    id: 'local-saved-1',
    title: 'Refund review',
    prompts: [
      {
        value: 'Only Refunded, highest revenue first',
        createdAt: new Date(Date.UTC(2026, 5, 29, 9, 30)),
        variant: 'success',
        response: {
          conversationId: 'local-saved-1',
          select: -1,
          filters: [{ column: 'status', operator: 'equals', value: 'Refunded' }],
          aggregation: {},
          sorting: [{ column: 'total', direction: 'desc' }],
          grouping: [],
          pivoting: {},
          chart: null,
        },
      },
    ],
  },
];

export default function SavedConversations() {
  const [conversations, setConversations] = React.useState<Conversation[]>(yesterday);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const promptCount = conversations.reduce((sum, conversation) => sum + conversation.prompts.length, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {conversations.length} conversation(s), {promptCount} prompt(s) kept in React state, ready to store.
      </Typography>
      <div style={{ height: 460 }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          aiAssistant
          onPrompt={offlinePrompt}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          slots={{ aiAssistantPanel: GridAiAssistantPanel }}
          showToolbar
          aria-label="Orders with saved assistant conversations"
        />
      </div>
    </Stack>
  );
}
