/** Types for bench/generate.mjs, for the tests that check the benchmark's corpus. */
export function corpusFiles(count: number, seed?: number): Map<string, string>;
export function subagentResponseFiles(count: number, seed?: number): Map<string, string>;
export function writeCorpus(dir: string, files: Map<string, string>): number;
export function generateCorpus(dir: string, count: number, seed?: number): number;
