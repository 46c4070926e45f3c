// Loaded with --import into a measured process: reports its peak memory on exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\n@@bench ${JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })}\n`);
});
