import { defineRule, type RuleContext } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import {
  describe,
  expectationOf,
  folderFor,
  folderOf,
  KEYS,
  rootOf,
  settings,
  type Expectation,
  type Key,
  type MessageFolder,
} from '../folder.js';
import { headerOf, reportField, type MessageHeader } from '../header.js';
import { allowedValues } from '../schema.js';

export const folderMismatch = defineRule({
  id: 'message/folder-mismatch',
  severity: 'error',
  summary:
    'The folder disagrees with `type`, `from` or `to` (`shared/tasks/frontend/` holds tasks from pm to frontend), so the agent polling it never sees the message, or misreads who sent it.',
  rationale:
    "Agents poll their own folders (`shared/tasks/frontend/` for the frontend's tasks); a message in a folder that disagrees with its `type`, `from` or `to` is never seen by the agent it is for.",
  spec: '§ 通信アーキテクチャ > ディレクトリ構造',
  check(ctx) {
    const folder = folderOf(ctx.path);
    const header = headerOf(ctx.doc);
    const expected = folder && expectationOf(folder);
    if (!folder || !header || !expected) return;
    const known = (key: Key, value: string) =>
      allowedValues(ctx.config, key === 'type' ? 'type' : 'role').includes(value);
    const have = header.values;
    // A value outside its enum is the enum finding's to report; a folder finding on top is noise.
    const disagree = KEYS.filter((key) => {
      const want = expected.values[key];
      const value = have[key];
      return want !== undefined && value !== undefined && want !== value && known(key, value);
    });
    if (disagree.length > 0) {
      reportDisagreements(ctx, header, folder, expected, disagree, known);
      return;
    }
    if (expected.missing) {
      const key = have.to !== undefined ? 'to' : 'type';
      const why = expected.why ?? `This message sits directly in \`${expected.where}\`, where no agent polls.`;
      const target = folderFor(rootOf(folder), have);
      reportField(
        ctx,
        header,
        key,
        `${why} Put it in \`${target && !target.includes('<') ? target : expected.missing}\`.`,
      );
    }
  },
});

/**
 * Which is wrong, the folder or the field? The message's kind is the least likely slip (an agent
 * that wrote a report knows it did), and header fields that all point at one other folder say
 * the file was put in the wrong place: then one finding, "move the file". A single sender or
 * recipient that disagrees with a folder the rest of the header agrees with is more likely a slip
 * in that field: then one finding per field, "set it", with the move as the other way out.
 */
function reportDisagreements(
  ctx: RuleContext,
  header: MessageHeader,
  folder: MessageFolder,
  expected: Expectation,
  disagree: Key[],
  known: (key: Key, value: string) => boolean,
): void {
  const have = header.values;

  // Where the header's own values say the file belongs, if they all agree with that folder.
  const target = folderFor(rootOf(folder), have);
  const targetFolder = target && !target.includes('<') ? folderOf(`${target}x.md`) : undefined;
  const targetExpected = targetFolder && expectationOf(targetFolder);
  const fits =
    targetExpected !== undefined &&
    targetExpected.where !== expected.where &&
    KEYS.every((key) => targetExpected.values[key] === undefined || targetExpected.values[key] === have[key]);
  // Fields the folder is named for whose name is no role: "set `to: done`" would be an enum error.
  const unnamed = disagree.filter((key) => expected.named.includes(key) && !known(key, expected.values[key]!));
  const addRole = (keys: Key[]) =>
    keys.length > 0
      ? ` If ${keys.map((key) => show(expected.values[key])).join(' and ')} ${keys.length > 1 ? 'are' : 'is'} your team's own role${keys.length > 1 ? 's' : ''}, add ${keys.length > 1 ? 'them' : 'it'} under \`enums: message/role\`.`
      : '';
  const settable = disagree.filter((key) => !unnamed.includes(key));
  const holds =
    unnamed.length > 0
      ? `\`${expected.where}\` is named for ${unnamed.map((key) => show(expected.values[key])).join(' and ')}, which ${unnamed.length > 1 ? 'are no roles' : 'is no role'} spec 5 or the config knows`
      : `\`${expected.where}\` holds ${describe(expected.values, true)}`;

  if (disagree.includes('type') || (disagree.length > 1 && fits)) {
    const move = target ? `move the file to \`${target}\`` : `move the file out of \`${expected.where}\``;
    const orSet =
      settable.length > 0 ? `, or, if the folder is right, write ${settings(header, settable, expected.values)}` : '';
    reportField(
      ctx,
      header,
      disagree[0]!,
      `This is ${describe(have, false)}, but ${holds}: ${move}${orSet}.${addRole(unnamed)}`,
    );
    return;
  }
  for (const key of disagree) {
    const move = fits ? `move the file to \`${target}\`` : '';
    const fix = unnamed.includes(key)
      ? `${move ? `${move[0]!.toUpperCase()}${move.slice(1)}` : `Move the file to the folder for ${describe(have, true)}`}.${addRole([key])}`
      : `Write ${settings(header, [key], expected.values)}${move ? `, or ${move}` : ''}.`;
    reportField(ctx, header, key, `\`${key}\` is ${show(have[key])}, but ${holds}. ${fix}`);
  }
}
