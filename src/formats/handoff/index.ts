import { z } from 'zod';
import type { FormatDefinition } from '../../core/format.js';

// Placeholder until the handoff rules land: recognised, schema-only.
export const handoff: FormatDefinition = {
  id: 'handoff',
  title: 'Handoff JSON',
  spec: 'spec 3 (handoff-{AgentName}.json)',
  syntaxes: ['json'],
  paths: ['**/handoff-*.json'],
  schema: () => z.looseObject({}),
  rules: [],
};
