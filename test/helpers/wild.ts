import { readdirSync } from 'node:fs';
import { REPO } from './bundle.js';

/** The real files of test/fixtures/wild (see its SOURCES.md), one folder per format. */
export const WILD = `${REPO}test/fixtures/wild`;

/** `owner__repo__dir__file.ext` → `dir/file.ext` (the path in its own repository). */
const sourcePath = (name: string) =>
  name
    .split('__')
    .slice(2)
    .join('/')
    .replace(/\/L\d+(@\w+)?(\.\w+)$/, '$2')
    .replace(/@\w+(\.\w+)$/, '$1');
const lineTag = (name: string) => /__L(\d+)/.exec(name)?.[1] ?? '0';
const frontmatterField = (text: string, key: string) => new RegExp(`^${key}:\\s*(\\S+)`, 'm').exec(text)?.[1];

/** Where a wild file is checked: a path where its format lives. */
export function placement(folder: string, name: string, text: string): string {
  const tag = `l${lineTag(name)}`;
  switch (folder) {
    case 'handoff-envelope':
      return `.work/${tag}-${name.slice(-40).replace(/^[^a-z]+/i, '')}`;
    case 'subagent-response':
      return `outputs/.workflow/${tag}/response.yaml`;
    case 'handoff-format': {
      const real = sourcePath(name);
      if (!name.includes('__L') && /(^|\/)handoff-[^/]+\.json$/.test(real)) return real;
      const agent = /"from_agent"\s*:\s*"([A-Za-z0-9]+)"/.exec(text)?.[1] ?? 'Example';
      return `examples/${tag}/handoff-${agent}.json`;
    }
    case 'pfl-forge-intent': {
      if (name.endsWith('.md')) return `.forge/intent-drafts/draft-${tag}.md`;
      if (/^- /m.test(text) && /^\s*-?\s*content:/m.test(text)) return '.forge/observations.yaml';
      if (/^outcome:/m.test(text)) return `.forge/knowledge/history/history-${tag}.yaml`;
      return `.forge/intents/intent-${tag}.yaml`;
    }
    case 'agent-corp-message': {
      const real = sourcePath(name);
      if (real.startsWith('shared/')) return real;
      const type = frontmatterField(text, 'type');
      const from = frontmatterField(text, 'from') ?? 'pm';
      const to = frontmatterField(text, 'to') ?? 'pm';
      const byType: Record<string, string> = {
        requirement: 'shared/requirements',
        instruction: `shared/instructions/${to}`,
        task: `shared/tasks/${to}`,
        report:
          to === 'human'
            ? 'shared/reports/human'
            : from === 'pm'
              ? 'shared/reports/pm'
              : `shared/reports/engineers/${from}`,
        question: `shared/questions/${from}-to-${to}`,
        answer: 'shared/questions/answers',
      };
      return `${byType[type ?? ''] ?? `shared/tasks/${to}`}/${tag}.md`;
    }
    default:
      throw new Error(`unknown corpus folder ${folder}`);
  }
}

/** The corpus folders, sorted. */
export const wildFolders = (): string[] =>
  readdirSync(WILD, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
