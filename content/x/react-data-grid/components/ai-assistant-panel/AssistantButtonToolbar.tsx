import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  GridAssistantIcon,
  type PromptSuggestion,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { createLocalResolver } from '../localResolver';
import { people, peopleColumns, peopleVocabulary } from './helpDesk';

const resolvePrompt = createLocalResolver(peopleVocabulary);

const suggestions: PromptSuggestion[] = [
  { value: 'Average salary by department' },
  { value: 'Highest rating in Engineering' },
  { value: 'Total payroll by country' },
  { value: 'People on leave' },
  { value: 'Reset' },
];

function DirectoryToolbar() {
  return (
    <Toolbar>
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, px: 0.5, fontWeight: 600 }}>
        Company directory
      </Typography>
      {/* The trigger opens the panel and anchors it: the panel appears next to this button. */}
      <AiAssistantPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<GridAssistantIcon fontSize="small" />}
          >
            Ask the directory
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AssistantButtonToolbar() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={people}
        columns={peopleColumns}
        aiAssistant
        onPrompt={resolvePrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ toolbar: DirectoryToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        aria-label="Company directory with an assistant that answers offline"
      />
    </div>
  );
}
