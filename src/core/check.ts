import type { z } from 'zod';
import type { ResolvedConfig } from '../config/resolve.js';
import { buildChain, type FileChain } from './chain.js';
import { FormatDetector } from './detect.js';
import { decodeText, parseText } from './document/read.js';
import { FindingSink } from './finding-sink.js';
import type { EnumValues, FormatDefinition } from './format.js';
import { buildGate } from './gate.js';
import { Project, type Workspace } from './project.js';
import type { CheckedFile, FormatId, GateItem, GateSource, InboxItem, Report, RiskLevel } from './report.js';
import { buildRisk } from './risk.js';
import { runFormat } from './run-format.js';

export interface CheckInput {
  /** Repository-relative paths to consider: the walked tree, or a change's files. */
  files: readonly string[];
  workspace: Workspace;
  config: ResolvedConfig;
  formats: readonly FormatDefinition[];
  /** Files a person named: reported even when no format recognises them. */
  named?: ReadonlySet<string>;
}

export interface CheckResult extends Report {
  /** Files read in all, including cross-file context. */
  reads: number;
}

const UNRECOGNISED = 'No handoff format recognises this file (by its path or its keys); it was not checked.';

function enumValues(format: FormatId, config: ResolvedConfig): EnumValues {
  return (name, base) => [...new Set([...base, ...(config.enums[`${format}/${name}`] ?? [])])] as [string, ...string[]];
}

/** Run every check over the given files and derive the gate, the inbox and the risk. */
export function check(input: CheckInput): CheckResult {
  // 1. The run's view of the repository, its format detector, and where findings go.
  const { config, formats } = input;
  const byId = new Map(formats.map((f) => [f.id, f]));
  const project = new Project(input.workspace, config, (id) => byId.get(id)?.paths ?? []);
  const detector = new FormatDetector(formats, project, config);
  const sink = new FindingSink(config.rules);
  const schemas = new Map<FormatId, z.ZodType>();
  const schemaOf = (format: FormatDefinition) => {
    if (!schemas.has(format.id)) schemas.set(format.id, format.schema(enumValues(format.id, config)));
    return schemas.get(format.id)!;
  };

  const files: CheckedFile[] = [];
  const gateItems: GateItem[] = [];
  const gateSources: GateSource[] = [];
  const inbox: InboxItem[] = [];
  const risks: Array<{ level: RiskLevel; reason: string }> = [];
  const chains: FileChain[] = [];

  // 2. Each file: recognise its format (by path, else by content), parse it, run the format.
  for (const path of [...new Set(input.files)].sort()) {
    const candidates = detector.candidates(path);
    const named = input.named?.has(path) ?? false;
    if (!candidates || (!candidates.byPath && candidates.bySignature.length === 0 && !named)) continue;

    const bytes = project.read(path);
    if (!bytes) continue;
    const decoded = decodeText(bytes, config.maxFileSize);
    if (!('text' in decoded)) {
      // Unreadable: reported only where the path says it should be a handoff file.
      if (candidates.byPath || candidates.onPaths.length || named) {
        files.push({ path, format: (candidates.byPath ?? candidates.onPaths[0])?.id ?? null });
        sink.addProblems(path, decoded.problems);
      }
      continue;
    }
    const bySignature = candidates.byPath ? [] : FormatDetector.prefiltered(candidates, decoded.text);
    if (!candidates.byPath && bySignature.length === 0) {
      if (named) {
        files.push({ path, format: null });
        sink.add(path, 'file/unrecognised', 'notice', { line: 1, column: 1 }, UNRECOGNISED);
      }
      continue;
    }
    const parsed = parseText(decoded.text, candidates.syntax, decoded.problems);
    const format = candidates.byPath ?? (parsed.doc ? FormatDetector.bySignature(bySignature, parsed.doc.data) : undefined);
    // Parsed, and no signature after all: not a handoff file (a file that did not parse is reported).
    if (!format && parsed.doc && !named) continue;
    files.push({ path, format: format?.id ?? null });
    sink.addProblems(path, parsed.problems);
    if (!parsed.doc) continue;
    if (!format) {
      sink.add(path, 'file/unrecognised', 'notice', { line: 1, column: 1 }, UNRECOGNISED);
      continue;
    }
    const run = runFormat(format, schemaOf(format), path, parsed.doc, { project, config, sink });
    gateItems.push(...run.gateItems);
    if (run.source) gateSources.push(run.source);
    if (!config.inboxSources || config.inboxSources.includes(format.id)) inbox.push(...run.inbox);
    if (run.risk) risks.push(run.risk);
    if (run.chain) chains.push({ path, chain: run.chain });
  }

  // 3. What the files add up to: the gate, the risk, the inbox, the handoff chain.
  const gate = buildGate(gateItems, gateSources);
  inbox.sort((a, b) => a.key.localeCompare(b.key));
  return { version: 1, files, findings: sink.sorted(), gate, risk: buildRisk(risks, gate), inbox, chain: buildChain(chains), reads: project.reads };
}
