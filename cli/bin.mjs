#!/usr/bin/env node
// The `docs` command. The CLI is TypeScript; tsx's loader runs it without a compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
await main(process.argv);
