import { z } from 'zod';
import type { EnumValues, FormatDefinition } from '../../../../core/format.js';
import { RISKS } from '../../values.js';
import { rules } from './rules/index.js';

/** pfl-forge's `DraftFrontmatter`: both fields optional, the frontmatter itself optional or empty. */
function intentDraftSchema(values: EnumValues) {
  return z
    .looseObject({
      type: z
        .string()
        .nullable()
        .optional()
        .describe('feature, refactor, fix, test, audit, ... (may be left out; Analyze fills it in)'),
      risk: z
        .enum(values('risk', RISKS))
        .nullable()
        .optional()
        .describe('low, med or high (may be left out; Analyze fills it in)'),
    })
    .nullable()
    .describe('Intent draft frontmatter (.forge/intent-drafts/*.md; the body is the intent: first paragraph = title)');
}

export const intentDraft: FormatDefinition = {
  id: 'intent-draft',
  title: 'Intent draft',
  reader: 'the agent that promotes the draft into an intent',
  spec: 'spec 4 (pfl-forge data model): Intent Registry, human input',
  fieldsSection: '§ Intent > Intent Registry（`.forge/intents/`）',
  syntaxes: ['markdown'],
  paths: ['.forge/intent-drafts/*.md'],
  schema: intentDraftSchema,
  // `type` is an open set, checked by unknownTypeRule against `enums: intent/type` and `intent-draft/type`.
  enums: ['risk', 'type'],
  rules,
};
