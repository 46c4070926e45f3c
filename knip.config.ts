import type { KnipConfig } from 'knip';

/**
 * Dead code kept out: `npm run lint` runs knip, which fails on a file no entry reaches, an export
 * or type no other module imports, or a dependency nothing uses (see CONTRIBUTING.md).
 */
const config: KnipConfig = {
  entry: [
    // The bundles scripts/build.mjs builds. The CLI's worker (src/project/check-worker.ts) is the
    // CLI's own entry run again off the main thread, and reached through its import() there.
    'src/index.ts',
    'src/cli/index.ts',
    // The library's bundle (package.json's `exports`): its exports are the public API.
    'src/lib/index.ts',
    'scripts/*.mjs',
    'bench/*.mjs',
    'eslint/*.js',
    // eslint.config.js and vitest.config.ts are entries through knip's ESLint and Vitest plugins,
    // which read them. The Vitest plugin finds the config's setup file too, but not under
    // `knip --files`: it is named here as well.
    'test/**/*.test.ts',
    'test/setup/*.ts',
    // Rule cases, loaded by path by test/rules/rule-modules.test.ts (its module's name, `.cases.ts`;
    // the engine's own rules' by their family, scripts/rule-modules.mjs's ENGINE_CASES).
    'src/**/rules/*.cases.ts',
    'src/rules/shared/*.cases.ts',
    'src/catalogue/*-rules.cases.ts',
    'src/suppressions/*.cases.ts',
  ],
  project: [
    'src/**/*.ts',
    'test/**/*.ts',
    'scripts/**/*.{mjs,mts}',
    'bench/**/*.{mjs,mts}',
    'eslint/**/*.js',
    '*.{js,ts}',
  ],
  // The system's mkfifo: the red-team tests make a FIFO with it, to show one is never read. The
  // package's own command, as a global install puts it on the PATH (test/helpers/installed.ts).
  ignoreBinaries: ['mkfifo', 'handoff-gate'],
  // A stylesheet, no module: scripts/screenshots.mjs resolves its CSS file and inlines it in the page.
  ignoreDependencies: ['github-markdown-css'],
};

export default config;
