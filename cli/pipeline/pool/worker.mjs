// A worker thread of the build's pool (`pool.ts`): runs TypeScript task modules through tsx's
// loader. Each task is `{ module, input }`: the module's default export is called with `input`
// and its result (or error) goes back to the build.
import { register } from 'tsx/esm/api';

register();

export default async function run({ module, input }) {
  const task = await import(module);
  return task.default(input);
}
