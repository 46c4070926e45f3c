import { datePattern } from '../../../rules/shared/date-pattern.js';
import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field, show } from '../../../util/values.js';

/** A ULID: 26 characters of Crockford base32 (no I, L, O, U), the first at most 7. Case-insensitive, as the ULID spec says. */
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;
/**
 * Spec 5's task id, `{YYYYMMDD}-{連番3桁}-{種別}`. The spec lists req, inst, task, rep, q and a;
 * any one short lowercase word is accepted as the kind, since teams add message types.
 */
const DATED = /^(\d{4})(\d{2})(\d{2})-\d{3}-[a-z][a-z0-9]{0,11}$/;
/** What agent-corp's `msg.sh` writes: 13 digits of epoch milliseconds and 10 random characters. */
const MSG_SH = /^\d{13}[A-Z0-9]{10}$/;
/** The spec's examples cut their ULID short: `01HQXYZ...`. */
const TRUNCATED = /^[0-9A-Za-z_-]{1,40}(?:\.{3}|…)$/;

/**
 * The id forms {@link idFormat} accepts, as a JSON Schema `pattern` for editors: a ULID (either
 * case), `YYYYMMDD-NNN-kind` with a real date, and `msg.sh`'s id, which is only a warning here.
 */
export const MESSAGE_ID_PATTERN = `^(?:[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}|${datePattern('')}-\\d{3}-[a-z][a-z0-9]{0,11}|\\d{13}[A-Z0-9]{10})$`;

export const isTruncatedExample = (value: string): boolean => TRUNCATED.test(value.trim());

/** An id this rule passes without a word: a ULID, or `YYYYMMDD-NNN-kind` on a real date. */
export function isMessageId(id: string): boolean {
  if (ULID.test(id)) return true;
  const dated = DATED.exec(id);
  return dated !== null && realDate(dated[1]!, dated[2]!, dated[3]!);
}

function realDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

export const idFormat = defineRule({
  id: 'message/id-format',
  severity: 'error',
  summary:
    "`id` is neither a ULID nor `YYYYMMDD-NNN-kind` (spec 5's two id forms); `msg.sh`'s 23-character ids are a warning.",
  rationale:
    "Messages find each other by `id` (`parent_id`, `context_id`), in spec 5's ULID or `YYYYMMDD-NNN-kind` form; an id of another shape breaks sorting by time and the links that name it.",
  spec: '§ ファイル命名規則',
  check(ctx) {
    const id = asString(field(ctx.data, 'id'));
    if (id === undefined || id === '' || leftoverReason(id) || isTruncatedExample(id)) return;
    if (ULID.test(id)) return;
    const dated = DATED.exec(id);
    if (dated) {
      if (!realDate(dated[1]!, dated[2]!, dated[3]!))
        ctx.report(
          ['id'],
          `\`id\` ${show(id)} starts with a date that does not exist; write the message's creation date as YYYYMMDD.`,
        );
      return;
    }
    if (MSG_SH.test(id)) {
      ctx.report(
        ['id'],
        `\`id\` ${show(id)} is \`msg.sh\`'s ULID-like id (epoch milliseconds + 10 characters), not a ULID; generate a real ULID (26 characters) or use \`YYYYMMDD-NNN-kind\`.`,
        { severity: 'warning' },
      );
      return;
    }
    const ulidLike = /^[0-9][0-9A-HJKMNP-TV-Z]{9,39}$/i.test(id);
    const hint = ulidLike ? ` It looks like a ULID but has ${id.length} characters; a ULID has 26.` : '';
    ctx.report(
      ['id'],
      `\`id\` ${show(id)} is neither a ULID (26 Crockford base32 characters, e.g. \`01ARZ3NDEKTSV4RRFFQ69G5FAV\`) nor \`YYYYMMDD-NNN-kind\` (e.g. \`20250124-003-task\`).${hint} Use one of spec 5's two id forms.`,
    );
  },
});
