import { it } from 'vitest';
import { ALL_CASES } from '../../src/lib/rule-examples.js';
import { rules } from '../../src/lib/index.js';
it('x', () => {
  const all = ALL_CASES.flat();
  const rs = rules();
  console.log('count', rs.length);
  for (const r of rs) {
    if (r.examples.passing && r.examples.failing) continue;
    const own = all.filter((c) => c.rule === r.id);
    const desc = own.flatMap((c) => [...c.valid, ...c.invalid]).map((c) => [c.name, typeof c.text === 'string' ? 'text' : 'bytes', c.config ? 'config' : '', c.base ? 'base:' + (typeof c.base === 'string' ? 'own' : Object.keys(c.base).join(',')) : '', c.deleted ? 'deleted' : '', c.history ? 'history' : '', c.added ? 'added' : ''].filter(Boolean).join(' '));
    console.log(r.id, !!r.examples.passing, !!r.examples.failing, JSON.stringify(desc));
  }
});
