#!/usr/bin/env node
// The `docs` command. The CLI is TypeScript; tsx's loader runs it without a compile step.
import { register } from 'tsx/esm/api';

// React's production build renders the shell several times faster than its development build,
// with the same markup; set before React is first imported.
process.env.NODE_ENV ??= 'production';

register();
const { main } = await import('./main.ts');
await main(process.argv);
