import { ruleCases } from '../rules/rule-cases.js';
import { CONFIG_CHANGE_RULE, CONFIG_INVALID_RULE, CONFIG_UNKNOWN_KEY_RULE } from '../report/adapter-rules.js';
import { CONFIG } from './engine-case-texts.js';

/** The cases of the engine's `config/*` rules (src/catalogue/catalogue.ts): the config file as a run reads it. */
export const cases = [
  ruleCases(CONFIG_INVALID_RULE, {
    valid: [{ name: 'a size in bytes', path: CONFIG, text: 'max-file-size: 2097152\n' }],
    invalid: [
      {
        name: 'a size in words',
        path: CONFIG,
        text: 'max-file-size: 2 MiB\n',
        errors: [
          {
            line: 1,
            column: 16,
            message:
              '`max-file-size` must be a number, not a string. The `max-file-size` setting fell back to its default.',
          },
        ],
      },
      {
        name: 'a bound above its default',
        path: CONFIG,
        text: 'limits:\n  file-lines: 1000000\n',
        errors: [
          {
            line: 2,
            column: 15,
            message:
              '`limits.file-lines` must be at most 20000 (it is 1000000). `limits.file-lines` was left out; the rest of `limits` is kept.',
          },
        ],
      },
    ],
  }),
  ruleCases(CONFIG_UNKNOWN_KEY_RULE, {
    valid: [{ name: 'known settings', path: CONFIG, text: 'ignore:\n  - vendor/**\n' }],
    invalid: [
      {
        name: 'a misspelt setting',
        path: CONFIG,
        text: 'ignroe:\n  - vendor/**\n',
        errors: [{ line: 1, column: 1, message: 'Unknown setting `ignroe`; it was ignored. Did you mean `ignore`?' }],
      },
    ],
  }),
  ruleCases(CONFIG_CHANGE_RULE, {
    valid: [
      {
        name: 'a pull request that leaves the config as it was',
        path: CONFIG,
        text: 'ignore: []\n',
        base: 'ignore: []\n',
      },
    ],
    invalid: [
      {
        name: 'a pull request that changes it',
        path: CONFIG,
        text: 'ignore:\n  - vendor/**\n',
        base: 'ignore: []\n',
        errors: [
          {
            line: 1,
            column: 1,
            message:
              "This pull request changes handoff-gate's config; the change takes effect once merged. Until then the config of the base commit 0123456 judges this pull request.",
          },
        ],
      },
    ],
  }),
];
