export declare const FORMAT_FOLDERS: Readonly<Record<string, string>>;
export declare const SHARED: Readonly<Record<string, string>>;
export declare const ENGINE_CASES: Readonly<Record<string, string>>;
export declare function engineCases(id: string): string | undefined;
export declare function ruleModule(id: string): string | undefined;
export declare const RULE_MODULES_FILE: string;
export declare function ruleModulesText(): Promise<string>;
