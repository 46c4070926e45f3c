// Sample stub: server-side sessions, 12 hours by default.
import { randomUUID } from 'node:crypto';

export const SESSION_TTL_HOURS = 12;

export function createSession(userId: string): string {
  const id = randomUUID();
  sessions.set(id, { userId, expiresAt: Date.now() + SESSION_TTL_HOURS * 3_600_000 });
  return id;
}

const sessions = new Map<string, { userId: string; expiresAt: number }>();
