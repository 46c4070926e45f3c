import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMcp } from '../../src/mcp/server.js';
import { removeRepos, repo, RESPONSE } from '../cli/in-process.js';

/**
 * fix_text as a client that passes only the tool's text to the model sees it (most do): the fixed
 * text is in `content`, not only in `structuredContent`. The server's own code, in this process,
 * on the SDK's in-memory transport (server.test.ts runs the built bundle over stdio).
 */

interface Call {
  content: Array<{ type: string; text?: string }>;
  structuredContent?: { text: string; changed: boolean };
}

let client: Client;

beforeAll(async () => {
  const root = repo({ 'reports/r.yaml': RESPONSE });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  void serveMcp({ root, version: 'test' }, serverSide);
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  removeRepos();
});

const fix = async (text: string) =>
  (await client.callTool({ name: 'fix_text', arguments: { path: 'reports/r.yaml', text } })) as Call;
const said = (call: Call) => call.content.map((c) => c.text ?? '').join('\n');

describe('fix_text', () => {
  it('gives the fixed text in its text answer, fenced, as the structured result has it', async () => {
    const call = await fix(RESPONSE.replace('success', 'Success'));
    expect(call.structuredContent!.text).toBe(RESPONSE);
    expect(said(call)).toBe(
      `1 fix applied.\nNo findings in 1 file checked.\nThe fixed text of reports/r.yaml, to write in place of the text given:\n\`\`\`\n${RESPONSE}\`\`\``,
    );
  });

  it('fences a text that holds backticks with a longer fence', async () => {
    const text = `${RESPONSE.replace('success', 'Success')}# a \`\`\`\` note\n`;
    const call = await fix(text);
    expect(said(call)).toContain(`\n\`\`\`\`\`\n${call.structuredContent!.text}\`\`\`\`\``);
  });

  it('says where the exact text is when the answer shows some of its characters as <U+…>', async () => {
    const call = await fix(`${RESPONSE.replace('success', 'Success')}# note\u202e\n`);
    expect(call.structuredContent!.text).toContain('\u202e');
    expect(said(call)).toContain('<U+202E>');
    expect(said(call)).toContain('write `structuredContent.text`');
  });

  it('says the text is unchanged when no fix applies, without repeating it', async () => {
    const call = await fix(RESPONSE);
    expect(said(call)).toBe(
      '0 fixes applied.\nNo findings in 1 file checked.\nThe text is unchanged: no safe fix applies to it.',
    );
  });
});
