/**
 * A rule's `spec` names the section of its format's spec that it enforces, so that an agent
 * reading a finding (the JSON report's `rules`, `explain_rule`) can read the source of truth. Each
 * section named must be a heading path of that spec as the repository keeps it
 * (test/fixtures/spec/), or the pointer leads nowhere.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/formats/index.js';
import { ruleCatalogue } from '../../src/catalogue/catalogue.js';
import { REPO } from '../helpers/bundle.js';
import { specSections } from '../helpers/spec-blocks.js';

const catalogue = ruleCatalogue(FORMATS);
const SPEC_FILES = readdirSync(`${REPO}test/fixtures/spec`);

/** The spec file of a format's document (`spec 4 (...)` → `4-intent.md`). */
function specFileOf(document: string): string {
  const number = /^spec (\d+) /.exec(document)?.[1];
  const file = SPEC_FILES.find((name) => name.startsWith(`${number}-`));
  expect(file, `a spec file for ${document}`).toBeDefined();
  return file!;
}

describe("each rule's spec section", () => {
  const withSection = catalogue.filter((rule) => rule.spec !== undefined);

  it.each(withSection.map((rule) => [rule.id, rule.spec!, rule.document]))(
    "%s: %s is a section of its format's spec",
    (id, section, document) => {
      expect(document, `${id} belongs to a format with a spec`).toBeDefined();
      expect([...specSections(specFileOf(document!))]).toContain(section);
    },
  );

  it("gives the schema's findings the section that defines each format's fields", () => {
    for (const format of FORMATS) {
      for (const kind of ['required', 'type', 'enum', 'range', 'format']) {
        const rule = catalogue.find((r) => r.id === `${format.id}/${kind}`);
        expect(rule?.spec, `${format.id}/${kind}`).toBe(format.fieldsSection);
      }
      expect(format.fieldsSection, format.id).toBeDefined();
    }
  });

  it("names none for the engine's own rules, nor for the checks of every format that come from no spec", () => {
    const none = catalogue.filter((rule) => /^(file|parse|config)\/|\/(key-typo|template-leftover)$/.test(rule.id));
    expect(none.length).toBeGreaterThan(0);
    expect(none.filter((rule) => rule.spec !== undefined).map((rule) => rule.id)).toEqual([]);
  });
});

describe('the spec sections as the test reads them', () => {
  it("are the heading paths below the title, without the templates' headings in code blocks", () => {
    const sections = specSections('5-message.md');
    expect(sections).toContain('§ メッセージフォーマット > 共通ヘッダー');
    expect(sections).toContain('§ ステータス遷移');
    // `## 概要` inside the requirement's template is no section of the spec (its own is).
    expect([...sections].filter((s) => s.includes('期待する成果'))).toEqual([]);
    expect([...sections].some((s) => s.startsWith('§ メッセージプロトコル設計'))).toBe(false);
  });
});
