// Watch mode's builder process: builds the site, then applies the changes its parent sends.
import { register } from 'tsx/esm/api';

// React's production build renders the shell several times faster than its development build,
// with the same markup; set before React is first imported.
process.env.NODE_ENV ??= 'production';

register();
const { runBuilder } = await import('./builder.ts');
await runBuilder(JSON.parse(process.argv[2]));
