import layerImports from './layer-imports.js';
import noImportCycles from './no-import-cycles.js';
import noSizeOptOut from './no-size-opt-out.js';

/**
 * The house rules (one file each, named as the rule) no published plugin gives without a native resolver (which `npm ci` cannot
 * rely on here): the layers of src/, no import cycles, and no opting out of the size limits. Used as `house/…` in eslint.config.js.
 */
export default {
  meta: { name: 'handoff-gate-house' },
  rules: {
    'layer-imports': layerImports,
    'no-import-cycles': noImportCycles,
    'no-size-opt-out': noSizeOptOut,
  },
};
