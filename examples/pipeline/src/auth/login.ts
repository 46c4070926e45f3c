// Sample stub: the login handler the agents in this pipeline built and reviewed.
import { checkRateLimit } from './rate-limit.js';
import { createSession } from './session.js';

export interface LoginRequest {
  email: string;
  password: string;
}

export async function login(request: LoginRequest, ip: string): Promise<{ sessionId: string } | { error: string }> {
  if (!checkRateLimit(ip)) return { error: 'too_many_attempts' };
  const user = await findUserByEmail(request.email.trim().toLowerCase());
  if (!user || !(await verifyPassword(user.passwordHash, request.password))) {
    // One message for both cases, so the form does not reveal which emails have accounts.
    return { error: 'invalid_credentials' };
  }
  return { sessionId: createSession(user.id) };
}

declare function findUserByEmail(email: string): Promise<{ id: string; passwordHash: string } | undefined>;
declare function verifyPassword(hash: string, password: string): Promise<boolean>;
