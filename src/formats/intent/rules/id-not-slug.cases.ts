import { ruleCases } from '../../../rules/rule-cases.js';

const INTENT = `title: "Fix login validation"
body: |
  The e-mail address is not checked against RFC 5322.
type: fix
source: human
risk: low
status: approved
`;

export const cases = [
  ruleCases('intent/id-not-slug', {
    valid: [
      { name: 'a slug of words', path: '.forge/intents/fix-login-validation.yaml', text: INTENT },
      { name: 'digits are part of a slug', path: '.forge/intents/migrate-to-v2.yaml', text: INTENT },
    ],
    invalid: [
      {
        name: 'capitals and an underscore: a warning with the slug to rename to',
        path: '.forge/intents/Fix_Login.yaml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `Fix_Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to `fix-login.yaml`.',
          },
        ],
      },
      {
        name: 'a space cannot be in a branch name `forge/<id>`',
        path: '.forge/intents/fix login.yaml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `fix login`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `fix-login.yaml`.',
          },
        ],
      },
      {
        name: 'a stem ending in `.lock`, which git refuses',
        path: '.forge/intents/release.lock.yaml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `release.lock`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `release-lock.yaml`.',
          },
        ],
      },
      {
        name: 'a Japanese file name has no slug to offer',
        path: '.forge/intents/ログイン修正.yaml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `ログイン修正`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).',
          },
        ],
      },
      {
        name: 'a name partly in another script: no slug that would drop those words, nor one another intent has',
        path: '.forge/intents/日本語-intent.yaml',
        text: INTENT,
        files: { '.forge/intents/intent.yaml': INTENT },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `日本語-intent`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).',
          },
        ],
      },
      {
        name: 'accented letters keep their letter in the slug',
        path: '.forge/intents/Ünïcode fix.yaml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `Ünïcode fix`, which is not a slug (lowercase letters, digits, hyphens) and cannot be part of a git branch name (`forge/<id>`). Rename the file to `unicode-fix.yaml`.',
          },
        ],
      },
      {
        name: 'the slug another intent has already is not suggested: following it would overwrite that intent',
        path: '.forge/intents/Fix_Login.yaml',
        text: INTENT,
        files: { '.forge/intents/fix-login.yaml': INTENT },
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `Fix_Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to a slug no other file has: `fix-login.yaml` exists already.',
          },
        ],
      },
      {
        name: 'a `.yml` file is renamed to the `.yaml` the runner reads',
        path: '.forge/intents/Fix-Login.yml',
        text: INTENT,
        errors: [
          {
            line: 1,
            column: 1,
            message:
              'The intent id is the file name, `Fix-Login`, which is not a slug (lowercase letters, digits, hyphens). Rename the file to `fix-login.yaml`.',
          },
        ],
      },
    ],
  }),
];
