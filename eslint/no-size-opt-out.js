/**
 * The size and complexity limits hold without exception: no `eslint-disable` comment of src/
 * turns one of them off. A function or file past a limit is split into named steps instead; a
 * file still allowed to be long is exempted in eslint.config.js, where it is seen. (A blanket
 * `eslint-disable` naming no rule silences this rule as well, so it cannot be reported here.)
 */
const LIMITS = new Set([
  'max-lines-per-function',
  'max-lines',
  'max-statements',
  'max-depth',
  'max-nested-callbacks',
  'max-params',
  'complexity',
]);

const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?(?:\s|$)/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid eslint-disable comments that turn off the size and complexity limits.' },
    schema: [],
    messages: {
      optOut: '`{{rule}}` is not turned off here: split the code into named steps (see CONTRIBUTING.md).',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (!DIRECTIVE.test(comment.value)) continue;
          // `eslint-disable-next-line rule-a, rule-b -- why`: the rules come before the reason.
          const rules = comment.value
            .replace(DIRECTIVE, '')
            .split('--')[0]
            .split(',')
            .map((rule) => rule.trim())
            .filter(Boolean);
          for (const rule of rules.filter((r) => LIMITS.has(r)))
            context.report({ loc: comment.loc, messageId: 'optOut', data: { rule } });
        }
      },
    };
  },
};
