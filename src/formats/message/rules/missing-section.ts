import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { bodyOf, ENGLISH_HEADINGS, headingNames, normaliseHeading } from '../body.js';

/**
 * The `##` sections of each type's template in spec 5 (メッセージタイプ別フォーマット). A heading
 * the template itself marks optional, `選択肢（あれば）`, is left out.
 */
const SECTIONS: Record<string, readonly string[]> = {
  requirement: ['概要', '背景', '期待する成果', '制約条件', '優先順位', '備考'],
  instruction: ['ゴール', 'コンテキスト', '成功基準', '制約条件', '推奨アプローチ', '優先順位', '期限目安'],
  task: ['説明', '完了条件', '技術要件', '依存関係', '参考資料', '備考'],
  report: ['ステータス', '完了項目', '残作業', '成果物', '課題・懸念', '次のステップ', '備考'],
  question: ['背景', '質問内容', '緊急度'],
  answer: ['回答', '理由', '追加情報'],
};

export const missingSection = defineRule({
  id: 'message/missing-section',
  severity: 'warning',
  summary: "The body lacks `##` sections its type's template has (a task's `## 完了条件` or `## Completion criteria`).",
  rationale:
    "Each message type's template has sections its reader looks for (a task's completion criteria); a message without them leaves that reader to guess when the work is done.",
  spec: '§ メッセージタイプ別フォーマット',
  check(ctx) {
    // Only frontmatter messages: a bracket-header file is told to move to the spec's format first.
    const type = asString(field(ctx.data, 'type'));
    const wanted = type !== undefined && Object.hasOwn(SECTIONS, type) ? SECTIONS[type]! : undefined;
    if (!wanted) return;
    const body = bodyOf(ctx.doc);
    const present = new Set(body.headings.filter((h) => h.level >= 2).map((h) => normaliseHeading(h.text)));
    const missing = wanted.filter((name) => !headingNames(name).some((n) => present.has(n)));
    if (missing.length === 0) return;
    const title = body.headings.find((h) => h.level === 1);
    ctx.reportAt(
      { line: title?.line ?? ctx.doc.bodyLine ?? 1, column: 1 },
      `The \`${type}\` template has ${missing.length === 1 ? 'a section' : 'sections'} this message lacks: ${missing
        .map(
          (name) => `\`## ${name}\`${ENGLISH_HEADINGS[name]?.[0] ? ` (or \`## ${ENGLISH_HEADINGS[name]![0]}\`)` : ''}`,
        )
        .join(
          ', ',
        )}. Add ${missing.length === 1 ? 'it' : 'them'} (write "なし" or "None" where there is nothing to say).`,
    );
  },
});
