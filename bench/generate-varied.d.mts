/** Types for bench/generate-varied.mjs, for the tests that check the varied corpus. */
export type VariedFiles = Map<string, string> & { broken: Map<string, string> };
export interface VariedOptions {
  seed?: number;
  findingRate?: number;
}
export function variedCorpusFiles(count: number, options?: VariedOptions): VariedFiles;
export function variedSubagentResponseFiles(count: number, options?: VariedOptions): VariedFiles;
export function handoffPaths(files: Map<string, string>): string[];
