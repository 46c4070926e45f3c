// Sample stub: at most 5 login attempts per IP address per 15 minutes.
const WINDOW_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;
const attempts = new Map<string, number[]>();

export function checkRateLimit(ip: string, now = Date.now()): boolean {
  const recent = (attempts.get(ip) ?? []).filter((t) => now - t < WINDOW_MS);
  recent.push(now);
  attempts.set(ip, recent);
  return recent.length <= MAX_ATTEMPTS;
}
