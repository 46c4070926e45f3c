import { createHash } from 'node:crypto';
import type { Severity } from '../core/finding.js';
import type { Report } from '../core/report.js';
import type { RuleInfo } from '../core/rule.js';
import { sortedFindings } from './summary.js';

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
}

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
      artifactLocation: { uri: string; uriBaseId: '%SRCROOT%' };
      region: { startLine: number; startColumn: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: 'handoff-gate'; version?: string; informationUri: string; rules: SarifRule[] } };
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
  }>;
}

/** A SARIF URI reference for a repository path: each segment percent-encoded, `/` kept. */
function artifactUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

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
  for (const finding of sortedFindings(report.findings)) {
    // Findings from outside the catalogue (parse problems, say) still need a rule to point at.
    addRule({ id: finding.ruleId, severity: finding.severity, summary: finding.ruleId });
    const hash = fingerprint(finding.ruleId, finding.path, finding.message);
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
            artifactLocation: { uri: artifactUri(finding.path), uriBaseId: '%SRCROOT%' },
            region: { startLine: Math.max(1, finding.line), startColumn: Math.max(1, finding.column) },
          },
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` },
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
    runs: [{ tool: { driver }, columnKind: 'utf16CodeUnits', results }],
  };
}

export function renderSarif(report: Report, options: SarifOptions = {}): string {
  return `${JSON.stringify(toSarif(report, options), null, 2)}\n`;
}
