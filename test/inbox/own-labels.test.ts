import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/resolve.js';
import { FORMATS } from '../../src/formats/index.js';
import { issueNeedsUpdate } from '../../src/inbox/issue-update.js';
import { ownLabel } from '../../src/publish/inbox/label-spec.js';

describe('the bot touches only the labels it manages, by their exact names', () => {
  const own = ownLabel(DEFAULT_CONFIG, FORMATS);

  it('its own: the inbox label, each reason a format declares, the three risk levels, whatever the case', () => {
    for (const name of [
      'handoff-inbox',
      'inbox:approval',
      'inbox:clarification',
      'Inbox:Blocked',
      'risk:low',
      'risk:HIGH',
    ])
      expect(own(name)).toBe(true);
  });

  it("a person's labels that share a prefix are not its own", () => {
    for (const name of ['inbox:later', 'risk:accepted', 'risk:', 'inbox:', 'handoff-inbox-old', 'bug'])
      expect(own(name)).toBe(false);
  });

  it("an update keeps a person's inbox:later and risk:accepted, and removes only its own stale label", () => {
    const change = issueNeedsUpdate(
      {
        title: 'Approve: A',
        body: 'b',
        labels: ['handoff-inbox', 'inbox:approval', 'risk:med', 'inbox:later', 'risk:accepted'],
      },
      { title: 'Approve: A', body: 'b', labels: ['handoff-inbox', 'inbox:approval', 'risk:high'] },
      own,
    );
    expect(change).toMatchObject({ addLabels: ['risk:high'], removeLabels: ['risk:med'] });
  });

  it('a configured prefix and inbox label are matched exactly too', () => {
    const mine = ownLabel({ inboxLabel: 'needs human', riskLabelPrefix: 'risk/' }, FORMATS);
    expect(mine('needs human')).toBe(true);
    expect(mine('risk/med')).toBe(true);
    expect(mine('risk/medium')).toBe(false);
    expect(mine('handoff-inbox')).toBe(false);
  });
});
