/**
 * The architecture's rules, checked by `test/unit/architecture.test.ts` with dependency-cruiser
 * over the static imports of every code folder. Each rule says what it keeps apart and why.
 */
const CODE = '^(cli|runtime|templates|test|bench|scripts|content)/';

export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules form no import cycle (type-only imports included): a cycle makes load order matter and hides which step owns a value.',
      severity: 'error',
      from: { path: CODE },
      to: { circular: true },
    },
    {
      name: 'runtime-not-to-cli',
      comment: 'The build pipeline (cli/) reads the run-time site (runtime/), never the other way: the browser bundle must not reach build code.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^cli/' },
    },
    {
      name: 'browser-not-to-shell',
      comment: 'The run-time site never imports the page shell (templates/): it is rendered once at build time and must not reach the browser bundle.',
      severity: 'error',
      from: { path: '^runtime/' },
      to: { path: '^templates/' },
    },
    {
      name: 'product-not-to-tooling',
      comment: 'Product code (cli, runtime, templates, content) never imports tests, benchmarks or scripts.',
      severity: 'error',
      from: { path: '^(cli|runtime|templates|content)/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'tooling-through-support',
      comment: 'Benchmarks and scripts share test code only through test/support/index.ts, its public module; never a test file or the support internals.',
      severity: 'error',
      from: { path: '^(bench|scripts)/' },
      to: { path: '^test/', pathNot: '^test/support/index\\.ts$' },
    },
    {
      name: 'content-stays-content',
      comment: 'Product code and tooling never import content: the pipeline loads pages and demos through the site model. Tests may, to check content data.',
      severity: 'error',
      from: { path: '^(cli|runtime|templates|bench|scripts)/' },
      to: { path: '^content/' },
    },
    {
      name: 'model-before-steps',
      comment:
        'The site model (cli/pipeline/model/) is loaded before any step runs and every step reads it: it imports no step (API extraction, bundles, demos, rendering, search, Markdown copies, output), only the Markdown pipeline it renders pages with, the cache key helpers, errors and the esbuild service it compiles page trees with.',
      severity: 'error',
      from: { path: '^cli/pipeline/model/' },
      to: { path: '^cli/', pathNot: '^cli/pipeline/(model/|content/|cache/cache\\.ts$|errors\\.ts$|bundle/esbuild-service\\.ts$)' },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: { path: CODE },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.cache|\\.data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
