import type { Report } from '../report/report.js';
import { type GithubOptions, renderGithub } from './github.js';
import { type JsonOptions, renderJson, renderJsonChunks } from './json.js';
import { type MarkdownOptions, renderMarkdown } from './markdown.js';
import { renderSarif, renderSarifChunks, type SarifOptions } from './sarif.js';
import { renderText, renderTextChunks, type TextOptions } from './text.js';

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

/**
 * The report in one output format, in pieces that join to {@link render}'s text: the text, JSON
 * and SARIF reports are written part by part (a scan's JSON report can be 100 MB, its text 20 MB),
 * the others whole.
 */
export function renderChunks(report: Report, format: OutputFormat, options: RenderOptions = {}): Iterable<string> {
  if (format === 'json') return renderJsonChunks(report, options);
  if (format === 'sarif') return renderSarifChunks(report, options);
  if (format === 'text') return renderTextChunks(report, options);
  return [render(report, format, options)];
}

export { REPORT_MARKER } from './markdown.js';
