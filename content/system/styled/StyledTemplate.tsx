import { styled } from '@mui/system';

const Key = styled('kbd')`
  display: inline-block;
  min-width: 1.5em;
  padding: ${({ theme }) => theme.spacing(0.25, 0.75)};
  border: 1px solid;
  border-bottom-width: 3px;
  border-radius: ${({ theme }) => theme.shape.borderRadius}px;
  font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 0.875em;
  text-align: center;
`;

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open the command menu' },
  { keys: ['G', 'I'], action: 'Go to the inbox' },
  { keys: ['Shift', '?'], action: 'Show all shortcuts' },
];

export default function StyledTemplate() {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
      {shortcuts.map((shortcut) => (
        <div key={shortcut.action} style={{ display: 'contents' }}>
          <dt>
            {shortcut.keys.map((key, index) => (
              <span key={key}>
                {index > 0 && ' + '}
                <Key>{key}</Key>
              </span>
            ))}
          </dt>
          <dd style={{ margin: 0 }}>{shortcut.action}</dd>
        </div>
      ))}
    </dl>
  );
}
