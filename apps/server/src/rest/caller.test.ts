import { describe, expect, it } from 'vitest';
import { call } from './caller';

describe('a REST route calling a procedure', () => {
  it('hands over what the client sent, under field names the compiler checks against the procedure', async () => {
    const procedure = async (input: { teamId: string; note?: string }) => input;
    // The values are the client's, unchecked here: the procedure's schema checks them when it runs.
    expect(await call(procedure, { teamId: 7 })).toEqual({ teamId: 7 });
    // @ts-expect-error a field the procedure does not take
    expect(await call(procedure, { team: 'x' })).toEqual({ team: 'x' });
  });
});
