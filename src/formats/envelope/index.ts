import { z } from 'zod';
import type { FormatDefinition } from '../../core/format.js';
import { has } from '../../core/values.js';

// Placeholder until the envelope rules land: recognised, schema-only.
export const envelope: FormatDefinition = {
  id: 'envelope',
  title: 'Handoff envelope',
  spec: 'spec 1 (handoff envelope)',
  syntaxes: ['yaml', 'json'],
  paths: ['.work/**/*.{yaml,yml,json}'],
  signature: {
    prefilter: /["']?agent_id["']?\s*:/,
    matches: (data) => has(data, 'kind') && has(data, 'agent_id'),
    required: true,
  },
  schema: () => z.looseObject({}),
  rules: [],
};
