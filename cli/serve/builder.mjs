// Watch mode's builder process: builds the site, then applies the changes its parent sends.
import { register } from 'tsx/esm/api';

register();
const { runBuilder } = await import('./builder.ts');
await runBuilder(JSON.parse(process.argv[2]));
