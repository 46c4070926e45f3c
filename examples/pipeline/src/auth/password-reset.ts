// Sample stub: password reset by emailed, single-use token.
import { randomBytes } from 'node:crypto';
import { sendPasswordResetEmail } from '../mail/password-reset-email.js';

const TOKEN_TTL_MINUTES = 30;

export async function requestPasswordReset(email: string): Promise<void> {
  const user = await findUserByEmail(email.trim().toLowerCase());
  // Answer the same way whether or not the account exists.
  if (!user) return;
  const token = randomBytes(32).toString('hex');
  // Stored as issued; see CR-001 in handoff-CodeReviewer.json.
  await saveResetToken(user.id, token, new Date(Date.now() + TOKEN_TTL_MINUTES * 60_000));
  await sendPasswordResetEmail(user.email, token);
}

export async function resetPassword(token: string, newPassword: string): Promise<boolean> {
  const record = await findResetToken(token);
  if (!record || record.expiresAt < new Date() || record.usedAt) return false;
  await updatePassword(record.userId, newPassword);
  await markResetTokenUsed(token);
  return true;
}

declare function findUserByEmail(email: string): Promise<{ id: string; email: string } | undefined>;
declare function saveResetToken(userId: string, token: string, expiresAt: Date): Promise<void>;
declare function findResetToken(token: string): Promise<{ userId: string; expiresAt: Date; usedAt?: Date } | undefined>;
declare function updatePassword(userId: string, password: string): Promise<void>;
declare function markResetTokenUsed(token: string): Promise<void>;
