import { describe, expect, it } from 'vitest';
import { checkFiles } from '../helpers/check-files.js';
import { specBlocks } from '../helpers/spec-blocks.js';
import { jsonSchemaFor } from '../../src/json-schemas.js';

const examples = specBlocks('2-subagent-response.md').filter((b) => b.lang === 'yaml' && /^status:/m.test(b.text));

describe("spec 2's usage examples, read from the spec", () => {
  it('finds all five', () => {
    expect(examples.map((b) => b.heading)).toEqual([
      'Manifest Gateway の戻り値（成功）',
      'Manifest Gateway の戻り値（早期品質チェック失敗）',
      'SVG Forge の戻り値（成功）',
      'SVG Forge の戻り値（自己検証失敗）',
      'SVG Forge の戻り値（マニフェスト問題検出）',
    ]);
  });

  it.each(examples.map((b) => [b.heading, b] as const))('%s validates with no error', (_heading, block) => {
    const report = checkFiles({ [`outputs/.workflow/example-L${block.line}.yaml`]: block.text });
    expect(report.files[0]?.format).toBe('subagent-response');
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('the validation_rules block is not mistaken for a response', () => {
    const rules = specBlocks('2-subagent-response.md').find((b) => b.text.startsWith('validation_rules:'))!;
    expect(checkFiles({ 'docs/validation.yaml': rules.text }).files).toEqual([]);
  });
});

describe("spec 2's JSON Schema, read from the spec, is what the checker enforces", () => {
  const spec = JSON.parse(specBlocks('2-subagent-response.md').find((b) => b.lang === 'json')!.text) as {
    required: string[];
    properties: Record<
      string,
      {
        type: string;
        enum?: string[];
        minimum?: number;
        maximum?: number;
        items?: { required: string[]; properties: Record<string, { enum?: string[] }> };
        properties?: Record<string, { type: string; enum?: string[] }>;
      }
    >;
  };
  const ours = jsonSchemaFor('subagent-response') as {
    required: string[];
    properties: Record<string, Record<string, unknown>>;
  };

  it('has the same required fields', () => expect([...ours.required].sort()).toEqual([...spec.required].sort()));

  /**
   * The fields the spec asks for only in some cases also accept null (DESIGN: optional means null
   * is fine); past the null, each has the spec's own type.
   */
  const NULLABLE = ['output_path', 'score', 'round', 'issues', 'revision_target'];
  const withoutNull = (property: Record<string, unknown>): { schema: Record<string, unknown>; nullable: boolean } => {
    const { anyOf, type, ...rest } = property as { anyOf?: Record<string, unknown>[]; type?: unknown };
    if (Array.isArray(type) && type.includes('null')) {
      const others = type.filter((t) => t !== 'null');
      return { schema: { ...rest, type: others.length === 1 ? others[0] : others }, nullable: true };
    }
    if (anyOf?.some((branch) => branch.type === 'null')) {
      const others = anyOf.filter((branch) => branch.type !== 'null');
      if (others.length === 1) return { schema: { ...rest, ...others[0] }, nullable: true };
    }
    return { schema: property, nullable: false };
  };

  it('accepts null exactly where the spec makes a field conditional', () => {
    expect(Object.keys(spec.properties).filter((name) => withoutNull(ours.properties[name]!).nullable)).toEqual(
      NULLABLE,
    );
  });

  it.each(Object.keys(spec.properties))("property %s has the spec's type, enum and bounds", (name) => {
    const theirs = spec.properties[name]!;
    const mine = withoutNull(ours.properties[name]!).schema;
    expect(mine.type === 'integer' ? 'integer' : mine.type).toBe(theirs.type);
    if (theirs.enum) expect(mine.enum).toEqual(theirs.enum);
    if (theirs.minimum !== undefined) expect(mine.minimum).toBe(theirs.minimum);
    if (theirs.maximum !== undefined) expect(mine.maximum).toBe(theirs.maximum);
    if (theirs.items) {
      const items = mine.items as { required: string[]; properties: Record<string, { enum?: string[] }> };
      expect([...items.required].sort()).toEqual([...theirs.items.required].sort());
      expect(items.properties.severity?.enum).toEqual(theirs.items.properties.severity?.enum);
    }
    for (const [key, sub] of Object.entries(theirs.properties ?? {})) {
      const mineSub = (mine.properties as Record<string, { type: string; enum?: string[] }>)[key]!;
      expect(mineSub.type).toBe(sub.type);
      if (sub.enum) expect(mineSub.enum).toEqual(sub.enum);
    }
  });

  it('execution_time must be greater than 0 (validation_rules)', () =>
    expect(ours.properties.execution_time).toMatchObject({ exclusiveMinimum: 0 }));
});
