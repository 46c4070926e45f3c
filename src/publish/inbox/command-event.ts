import { asArray, asNumber, asRecord, asString, field } from '../../util/values.js';
import { readInboxMarker } from '../../inbox/issue.js';
import type { InboxMarker } from '../../inbox/issue-marker.js';

interface Comment {
  id: number;
  body: string;
  user: string;
  userType: string;
}

export interface EventIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
}

/** The comment and issue of an `issue_comment` event, or why it is not one to act on. */
export interface CommandEvent {
  comment: Comment;
  issue: EventIssue;
  marker: InboxMarker;
}

export function readEvent(payload: Record<string, unknown>, identity: string): CommandEvent | string {
  if (field(payload, 'action') !== 'created')
    return `a comment ${asString(field(payload, 'action')) ?? 'changed'}, not created: ignored`;
  const issue = asRecord(field(payload, 'issue'));
  const comment = asRecord(field(payload, 'comment'));
  if (!issue || !comment) return 'the event has no issue or comment';
  if (field(issue, 'pull_request') !== undefined) return 'a comment on a pull request, not an inbox issue';
  const marker = readInboxMarker(asString(issue.body) ?? '');
  if (!marker) return 'the issue is not an inbox issue';
  if (asString(field(field(issue, 'user'), 'login')) !== identity)
    return 'the issue carries an inbox marker but was not opened by handoff-gate';
  const user = asString(field(field(comment, 'user'), 'login')) ?? '';
  const userType = asString(field(field(comment, 'user'), 'type')) ?? '';
  const labels = asArray(field(issue, 'labels'))
    .map((l) => (typeof l === 'string' ? l : asString(field(l, 'name'))))
    .filter((l): l is string => typeof l === 'string' && l !== '');
  return {
    comment: { id: asNumber(comment.id) ?? 0, body: asString(comment.body) ?? '', user, userType },
    issue: {
      number: asNumber(issue.number) ?? 0,
      title: asString(issue.title) ?? '',
      body: asString(issue.body) ?? '',
      labels,
    },
    marker,
  };
}
