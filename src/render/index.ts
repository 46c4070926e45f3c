import type { Report } from '../core/report.js';
import { type GithubOptions, renderGithub } from './github.js';
import { type JsonOptions, renderJson } from './json.js';
import { type MarkdownOptions, renderMarkdown } from './markdown.js';
import { renderSarif, type SarifOptions } from './sarif.js';
import { renderText, type TextOptions } from './text.js';

export const OUTPUT_FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Every renderer's options; each reads only its own. */
export type RenderOptions = TextOptions & SarifOptions & GithubOptions & MarkdownOptions & JsonOptions;

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** The report in one output format, as text ready to print or post (pure: no I/O). */
export function render(report: Report, format: OutputFormat, options: RenderOptions = {}): string {
  switch (format) {
    case 'text':
      return renderText(report, options);
    case 'json':
      return renderJson(report, options);
    case 'sarif':
      return renderSarif(report, options);
    case 'github':
      return renderGithub(report, options);
    case 'markdown':
      return renderMarkdown(report, options);
  }
}

export { REPORT_MARKER } from './markdown.js';
