import { describe, expectTypeOf, it } from 'vitest';
import type { AppliedFix, Finding, Report, Severity, SkipReason } from '../../src/lib/public.js';
import type { FixChange } from '../../src/render/fix-changes.js';
import type { JsonReport } from '../../src/render/json.js';
import type { SkipReason as EngineSkipReason } from '../../src/render/skipped.js';
import type { Finding as EngineFinding, Severity as EngineSeverity } from '../../src/report/finding.js';

/**
 * The library's public shapes (src/lib/public.ts, declared without imports so that they ship as
 * one small declaration file) are the engine's own: each is held to its twin here, both ways, and
 * `npm test` type-checks this file. A change to the report's shape fails here until both agree.
 */
describe('the public types of the library', () => {
  it('are the JSON report, the finding and the fix the engine and the CLI use', () => {
    expectTypeOf<Report>().toEqualTypeOf<JsonReport>();
    expectTypeOf<Finding>().toEqualTypeOf<EngineFinding>();
    expectTypeOf<Severity>().toEqualTypeOf<EngineSeverity>();
    expectTypeOf<AppliedFix>().toEqualTypeOf<FixChange>();
    expectTypeOf<SkipReason>().toEqualTypeOf<EngineSkipReason>();
  });
});
