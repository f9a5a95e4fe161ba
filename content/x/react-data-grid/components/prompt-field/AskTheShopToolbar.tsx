import * as React from 'react';
import {
  DataGridPremium,
  GridMicIcon,
  GridSendIcon,
  IS_SPEECH_RECOGNITION_SUPPORTED,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { createLocalResolver } from '../localResolver';
import { roasteryColumns, roasteryOrders, roasteryVocabulary } from '../roasteryOrders';

const resolvePrompt = createLocalResolver(roasteryVocabulary);

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [reply, setReply] = React.useState({ error: false, text: 'Try "total revenue by country" or "highest sales, Refunded".' });
  // Decide after hydration: the server cannot know whether the browser supports speech input.
  const [canDictate, setCanDictate] = React.useState(false);
  React.useEffect(() => setCanDictate(IS_SPEECH_RECOGNITION_SUPPORTED), []);

  const handleSubmit = async (prompt: string) => {
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setReply(result instanceof Error ? { error: true, text: result.message } : { error: false, text: `Done: "${prompt}"` });
  };

  return (
    <Toolbar>
      <PromptField
        onSubmit={handleSubmit}
        onRecordError={(message) => setReply({ error: true, text: `Dictation stopped: ${message}` })}
        style={{ flex: 1, display: 'flex', alignItems: 'flex-start', gap: 4 }}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder="Ask about the orders"
          helperText={reply.text}
          error={reply.error}
          slotProps={{ htmlInput: { 'aria-label': 'Ask about the orders' } }}
        />
        {canDictate && (
          <PromptFieldRecord aria-label="Dictate a question">
            <GridMicIcon fontSize="small" />
          </PromptFieldRecord>
        )}
        <PromptFieldSend aria-label="Send the question">
          <GridSendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
    </Toolbar>
  );
}

export default function AskTheShopToolbar() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPremium
        rows={roasteryOrders}
        columns={roasteryColumns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        aria-label="Web shop orders, arranged by the question typed above them"
      />
    </div>
  );
}
