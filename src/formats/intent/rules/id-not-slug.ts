import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { SLUG, slugify, slugLosesLetters, stemOf } from '../values.js';

/** Characters git refuses in a branch name; pfl-forge names each intent's branch `forge/<id>`. */
const NOT_IN_BRANCH = /[\s~^:?*[\\\u0000-\u001f\u007f]|\.\.|@\{|^[-.]|\.lock$|\.$/;

/** The id is the file stem: lowercase, digits and hyphens keep it usable in keys, commands and branch names. */
export const idNotSlug = defineRule({
  id: 'intent/id-not-slug',
  severity: 'warning',
  summary: 'The intent id (the file name without extension) is not a slug of lowercase letters, digits and hyphens.',
  rationale:
    "An intent's id is its file name's stem, and tasks, children and dependencies name it by that id; a stem with capitals, spaces or other characters is easy to name wrongly, and pfl-forge expects a slug.",
  check(ctx) {
    const id = stemOf(ctx.path);
    if (SLUG.test(id)) return;
    const slug = slugify(id);
    // To the `.yaml` the runner reads, whatever the file ends in now (intent/file-extension says why).
    const folder = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/') + 1) : '';
    const target = `${folder}${slug}.yaml`;
    // Advice safe to follow: never a name that drops the words it was written in, or one that
    // would overwrite another intent.
    const rename =
      !slug || slugLosesLetters(id)
        ? ' Rename the file to a slug that keeps its meaning in lowercase ASCII letters, digits and hyphens (a slug of this name would drop its non-ASCII letters).'
        : target !== ctx.path && ctx.project.exists(target)
          ? ` Rename the file to a slug no other file has: \`${slug}.yaml\` exists already.`
          : ` Rename the file to \`${slug}.yaml\`.`;
    const broken = NOT_IN_BRANCH.test(id);
    ctx.report(
      [],
      `The intent id is the file name, ${show(id)}, which is not a slug (lowercase letters, digits, hyphens)${broken ? ' and cannot be part of a git branch name (`forge/<id>`)' : ''}.${rename}`,
      broken ? { severity: 'error' } : {},
    );
  },
});
