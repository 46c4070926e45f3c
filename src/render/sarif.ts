import { redactSecrets } from '../secrets.js';
import { createHash } from 'node:crypto';
import type { Severity } from '../core/finding.js';
import type { Report } from '../core/report.js';
import type { RuleInfo } from '../core/rule.js';
import { sortedFindings } from './summary.js';
import { jsonChunks } from './json-chunks.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
export const DEFAULT_INFORMATION_URI = 'https://www.npmjs.com/package/handoff-gate';
/** Our own fingerprint key: GitHub recomputes (and warns about) values under `primaryLocationLineHash`. */
export const FINGERPRINT_KEY = 'handoffGate/v1';

export interface SarifOptions {
  /** The rule catalogue (every format's rules): the driver's `rules`, with their default levels. */
  rules?: readonly RuleInfo[];
  /** The tool's version (package.json). */
  version?: string;
  informationUri?: string;
  /** Documentation of one rule, e.g. the README's anchor for it. */
  helpUri?: (ruleId: string) => string | undefined;
  /**
   * Where the report's paths (relative to the current folder) are: URIs are then relative to the repository
   * each file is in, so code scanning places them whatever folder the CLI ran from. Without it,
   * the report's paths are taken as repository-relative already (the action's case).
   */
  sources?: SarifSources;
}

export interface SarifSources {
  /** The repositories' `file:` URIs (each ending in `/`). The first is `%SRCROOT%`, the others `ROOT2`, `ROOT3`… */
  roots: readonly string[];
  /** A report path's repository (an index in `roots`) and its path there, `/`-separated; undefined when it is in none. */
  locate(path: string): { root: number; path: string } | undefined;
}

/** The base id of the first root: the one GitHub code scanning resolves against its checkout. */
export const SRCROOT = '%SRCROOT%';

export type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', notice: 'note' };

export function sarifLevel(severity: Severity): SarifLevel {
  return LEVEL[severity];
}

export interface SarifRule {
  id: string;
  shortDescription: { text: string };
  defaultConfiguration: { level: SarifLevel };
  helpUri?: string;
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region: { startLine: number; startColumn: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
  /** The finding's one safe fix (SARIF 2.1.0 §3.55): the region to replace and its new text. */
  fixes?: SarifFix[];
}

export interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{
    artifactLocation: { uri: string; uriBaseId?: string };
    replacements: Array<{
      deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
      insertedContent: { text: string };
    }>;
  }>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: 'handoff-gate'; version?: string; informationUri: string; rules: SarifRule[] } };
    /** Each base id's absolute URI: where the relative URIs of the results are resolved. */
    originalUriBaseIds?: Record<string, { uri: string; description?: { text: string } }>;
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
  }>;
}

/** A SARIF URI reference for a repository path: each segment percent-encoded, `/` kept. */
function artifactUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Where a report path is: relative to its repository, with that repository's base id; a file in
 * none keeps its path, with no base. Without sources, the path as it is, on `%SRCROOT%`.
 */
function locator(sources: SarifSources | undefined): (path: string) => { key: string; location: { uri: string; uriBaseId?: string } } {
  return (path) => {
    const found = sources ? sources.locate(path) : { root: 0, path };
    if (!found) return { key: path, location: { uri: artifactUri(path) } };
    return { key: found.path, location: { uri: artifactUri(found.path), uriBaseId: baseId(found.root) } };
  };
}

const baseId = (index: number) => (index === 0 ? SRCROOT : `ROOT${index + 1}`);

function fingerprint(ruleId: string, path: string, message: string): string {
  return createHash('sha256').update(`${ruleId}\u0000${path}\u0000${message}`).digest('hex').slice(0, 32);
}

/**
 * SARIF 2.1.0 for GitHub code scanning. The fingerprint hashes the rule, the path and the message
 * (not the line), plus the occurrence among identical ones, so an alert survives lines moving.
 */
export function toSarif(report: Report, options: SarifOptions = {}): SarifLog {
  const rules: SarifRule[] = [];
  const index = new Map<string, number>();
  const addRule = (info: RuleInfo) => {
    if (index.has(info.id)) return;
    index.set(info.id, rules.length);
    const rule: SarifRule = { id: info.id, shortDescription: { text: info.summary || info.id }, defaultConfiguration: { level: sarifLevel(info.severity) } };
    const help = options.helpUri?.(info.id);
    if (help) rule.helpUri = help;
    rules.push(rule);
  };
  for (const info of options.rules ?? []) addRule(info);

  const seen = new Map<string, number>();
  const results: SarifResult[] = [];
  const locate = locator(options.sources);
  for (const finding of sortedFindings(report.findings)) {
    // Findings from outside the catalogue (parse problems, say) still need a rule to point at.
    addRule({ id: finding.ruleId, severity: finding.severity, summary: finding.ruleId });
    const { key, location: artifactLocation } = locate(finding.path);
    // Hashed by the repository path, so an alert is the same whatever folder the CLI ran from.
    const hash = fingerprint(finding.ruleId, key, finding.message);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    results.push({
      ruleId: finding.ruleId,
      ruleIndex: index.get(finding.ruleId) ?? 0,
      level: sarifLevel(finding.severity),
      message: { text: finding.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation,
            region: { startLine: Math.max(1, finding.line), startColumn: Math.max(1, finding.column) },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` },
      ...(finding.fix && {
        fixes: [
          {
            description: { text: `Replace with ${JSON.stringify(finding.fix.text)}.` },
            artifactChanges: [
              {
                artifactLocation,
                replacements: [
                  {
                    deletedRegion: { startLine: finding.fix.line, startColumn: finding.fix.column, endLine: finding.fix.endLine, endColumn: finding.fix.endColumn },
                    insertedContent: { text: finding.fix.text },
                  },
                ],
              },
            ],
          },
        ],
      }),
    });
  }

  const driver: SarifLog['runs'][number]['tool']['driver'] = {
    name: 'handoff-gate',
    ...(options.version ? { version: options.version } : {}),
    informationUri: options.informationUri ?? DEFAULT_INFORMATION_URI,
    rules,
  };
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver },
        ...(options.sources?.roots.length && { originalUriBaseIds: Object.fromEntries(options.sources.roots.map((uri, i) => [baseId(i), { uri }])) }),
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

export function renderSarif(report: Report, options: SarifOptions = {}): string {
  return [...renderSarifChunks(report, options)].join('');
}

/** {@link renderSarif} in pieces, for a caller that writes as it goes. */
export function* renderSarifChunks(report: Report, options: SarifOptions = {}): Generator<string> {
  // As the JSON report: every piece redacted whole (src/secrets.ts).
  for (const chunk of jsonChunks(toSarif(report, options), 4)) yield redactSecrets(chunk);
  yield '\n';
}
