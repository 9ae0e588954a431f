import { cashLeague } from './test-fixtures/ledger';
import { testServices } from './testing';

const s = testServices();
const { creator, tournamentId, a } = await cashLeague(s);
const api = creator.api;
for (let i = 0; i < 300; i++)
  await api.ledger.record({ tournamentId, kind: 'PAYMENT', teamId: a.teamId, amount: 100, method: 'CASH' });
const n = 3000;
let t = performance.now();
for (let i = 0; i < n; i++)
  await api.ledger.record({ tournamentId, kind: 'PAYMENT', teamId: a.teamId, amount: 100, method: 'CASH' });
console.log('record ms/op', ((performance.now() - t) / n).toFixed(3));
t = performance.now();
for (let i = 0; i < n; i++) await api.user.me();
console.log('user.me ms/op', ((performance.now() - t) / n).toFixed(3));
t = performance.now();
for (let i = 0; i < n; i++)
  await api.ledger.record({ tournamentId, kind: 'ADJUSTMENT', teamId: a.teamId, amount: 100, note: 'x' });
console.log('adjustment (no notice) ms/op', ((performance.now() - t) / n).toFixed(3));
process.exit(0);
