import Tooltip from '@mui/material/Tooltip';
import * as React from 'react';
import {
  AiAssistantPanelTrigger,
  type Conversation,
  DataGridPremium,
  GridAiAssistantPanel,
  GridAssistantIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { createLocalResolver } from '../localResolver';
import { people, peopleColumns, peopleVocabulary } from './helpDesk';

const resolvePrompt = createLocalResolver(peopleVocabulary);

function IconToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Assistant">
        {/* An element as render: its props are merged with the trigger's. */}
        <AiAssistantPanelTrigger render={<ToolbarButton aria-label="Assistant" />}>
          <GridAssistantIcon fontSize="small" />
        </AiAssistantPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

// A conversation kept from an earlier visit, for example in local storage or on your server.
const yesterday: Conversation[] = [
  {
    id: 'local-saved',
    title: 'Headcount review',
    prompts: [{ value: 'People on leave', createdAt: new Date(Date.UTC(2026, 5, 29, 9, 30)), variant: 'success' }],
  },
];

export default function IconTriggerWithHistory() {
  const [conversations, setConversations] = React.useState(yesterday);

  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={people}
        columns={peopleColumns}
        aiAssistant
        onPrompt={resolvePrompt}
        aiAssistantConversations={conversations}
        onAiAssistantConversationsChange={setConversations}
        slots={{ toolbar: IconToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aria-label="Company directory with an icon button for the assistant"
      />
    </div>
  );
}
