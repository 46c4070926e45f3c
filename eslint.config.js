import checkFile from 'eslint-plugin-check-file';
import tseslint from 'typescript-eslint';
import house from './eslint/index.js';

/**
 * A small rule set, each rule for a reason: the layers of src/ and no import cycles (the
 * house plugin, eslint/), no function of src/ over 80 lines of code (one that long reads as
 * steps once split), kebab-case file names, no promise left floating (an unawaited promise's
 * failure escapes the run's error handling), and typescript-eslint's recommended rules. See
 * CONTRIBUTING.md.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/',
      'schemas/',
      'node_modules/',
      'coverage/',
      'examples/',
      'docs/',
      'test/fixtures/',
      'bench/.corpus/',
      '.handoff-gate/',
    ],
  },
  {
    files: ['**/*.{ts,mts,js,mjs}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'check-file': checkFile, house },
    rules: {
      // tsc's noUnusedLocals and noUnusedParameters already refuse these, with `_` for what is meant.
      '@typescript-eslint/no-unused-vars': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mts,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,test,scripts,bench,eslint}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'house/layer-imports': 'error',
      'house/no-import-cycles': 'error',
      // A function reads as a few named steps: past 80 lines of code (comments and blank lines do
      // not count, so explaining one is never the cost), split it, or say why not in the
      // `eslint-disable-next-line` comment that allows it.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    languageOptions: {
      // One program from tsconfig.json for every file: a third less CPU here than projectService,
      // which builds its programs file by file. src/ and test/ are both in tsconfig.json.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
);
