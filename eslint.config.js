import checkFile from 'eslint-plugin-check-file';
import tseslint from 'typescript-eslint';
import house from './eslint/index.js';

/**
 * A small rule set, each rule for a reason: the layers of src/ and no import cycles (the
 * house plugin, eslint/), no function of src/ over 80 lines of code and no file over 500 (one
 * that long reads as steps once split), with no opting out by comment, kebab-case file names,
 * and typescript-eslint's recommended rules. No promise left floating is checked by oxlint on
 * TypeScript 7's checker (.oxlintrc.json), the one rule that needs types. See CONTRIBUTING.md.
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
      // not count, so explaining one is never the cost), split it. A file past 500 lines of code
      // holds several subjects: give each its file. No comment turns these off
      // (`house/no-size-opt-out`); the files exempted are below, in sight, each with why.
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      // A ceiling, not a target: no function of src/ reaches it; it stops the next one that would.
      complexity: ['error', 50],
      'house/no-size-opt-out': 'error',
    },
  },
  {
    // Tables of cases (a rule's examples, its tests and its documentation at once) and the files
    // generated from them are as long as the rules they cover.
    files: ['src/**/*.cases.ts', 'src/lib/rule-examples.ts'],
    rules: { 'max-lines': 'off' },
  },
);
