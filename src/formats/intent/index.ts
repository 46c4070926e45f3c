import { z } from 'zod';
import type { FormatDefinition } from '../../core/format.js';

// Placeholders until the intent-family rules land: recognised, schema-only.
const stub = (id: FormatDefinition['id'], title: string, paths: string[], syntaxes: FormatDefinition['syntaxes'] = ['yaml']): FormatDefinition => ({
  id,
  title,
  spec: 'spec 4 (pfl-forge data model)',
  syntaxes,
  paths,
  schema: () => z.unknown(),
  rules: [],
});

export const intentFormats: FormatDefinition[] = [
  stub('intent', 'Intent', ['.forge/intents/*.{yaml,yml}']),
  stub('intent-draft', 'Intent draft', ['.forge/intent-drafts/*.md'], ['markdown']),
  stub('task', 'Task', ['.forge/tasks/**/*.{yaml,yml}']),
  stub('review-result', 'Review result', ['.forge/reviews/**/*.{yaml,yml,json}'], ['yaml', 'json']),
  stub('history', 'History entry', ['.forge/knowledge/history/**/*.{yaml,yml}']),
  stub('observations', 'Observations', ['.forge/observations.{yaml,yml}']),
];
