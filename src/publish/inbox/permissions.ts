import type { Permission } from '../../github/adapter.js';

const RANK: Record<Permission, number> = { none: 0, read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };

/** Whether `actual` is at least `required` (none < read < triage < write < maintain < admin). */
export function permits(actual: Permission, required: Exclude<Permission, 'none' | 'read'>): boolean {
  return RANK[actual] >= RANK[required];
}
