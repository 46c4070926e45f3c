export interface Finding {
  file: string;
  line: number;
  rule: string;
  message: string;
}
export declare function auditWorkflow(
  text: string,
  file: string,
  options?: { refPinned?: readonly string[] },
): Finding[];
export declare function auditReadme(markdown: string, file: string): Finding[];
export declare function workflowSnippets(markdown: string): { line: number; text: string }[];
