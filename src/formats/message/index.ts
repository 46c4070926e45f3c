import { z } from 'zod';
import type { FormatDefinition } from '../../core/format.js';

// Placeholder until the message rules land: recognised, schema-only.
export const message: FormatDefinition = {
  id: 'message',
  title: 'agent-corp message',
  spec: 'spec 5 (message protocol)',
  syntaxes: ['markdown'],
  paths: ['shared/{requirements,instructions,tasks,reports,questions,specs}/**/*.md'],
  schema: () => z.unknown(),
  rules: [],
};
