/** An inbox issue's own parts: what the sync renders from an item, and compares with what the issue holds. */
export interface IssueContent {
  title: string;
  body: string;
  labels: string[];
}

export interface IssueChange {
  title?: string;
  body?: string;
  addLabels: string[];
  removeLabels: string[];
}

/** A body edited in the web UI comes back with CRLF line ends, and trailing whitespace means nothing. */
function normaliseBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').trimEnd();
}

/** GitHub label names are case-insensitive: `Inbox` and `inbox` are one label. */
const labelKey = (name: string) => name.toLowerCase();

/**
 * What to change so the issue matches what we want, or undefined when nothing differs (a re-run
 * with nothing changed makes no write). Only our own labels are ever removed: a team's triage
 * labels on the same issue stay.
 */
export function issueNeedsUpdate(
  current: IssueContent,
  wanted: IssueContent,
  ownLabels: (name: string) => boolean,
): IssueChange | undefined {
  const change: IssueChange = { addLabels: [], removeLabels: [] };
  if (current.title.trim() !== wanted.title.trim()) change.title = wanted.title;
  if (normaliseBody(current.body) !== normaliseBody(wanted.body)) change.body = wanted.body;

  const have = new Set(current.labels.map(labelKey));
  const want = new Set(wanted.labels.map(labelKey));
  const added = new Set<string>();
  for (const name of wanted.labels) {
    const key = labelKey(name);
    if (have.has(key) || added.has(key)) continue;
    added.add(key);
    change.addLabels.push(name);
  }
  for (const name of current.labels) {
    if (!want.has(labelKey(name)) && ownLabels(name)) change.removeLabels.push(name);
  }

  const differs =
    change.title !== undefined ||
    change.body !== undefined ||
    change.addLabels.length > 0 ||
    change.removeLabels.length > 0;
  return differs ? change : undefined;
}
