import type { RuleExplanation } from '../src/lib/public.js';

export declare const RULES_DIR: string;
export declare const INDEX: string;
export declare function rulePagePath(id: string): string;
export declare function specQuote(specText: string, section: string, max?: number): string[];
export declare function ruleTable(rules: readonly RuleExplanation[]): string;
export declare function rulePages(rules: readonly RuleExplanation[], root?: string): Array<[string, string]>;
export declare function pagesOnDisk(root?: string): string[];
