export declare function sanitize(html: string): string;
export declare function githubHtml(markdown: string): string;
