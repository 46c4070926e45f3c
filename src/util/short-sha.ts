/** A commit as a log line shows it: seven hex digits, never outside text (anything else is "another commit"). */
export const shortSha = (sha: string) => (/^[0-9a-f]{7,64}$/i.test(sha) ? sha.slice(0, 7) : 'another commit');
