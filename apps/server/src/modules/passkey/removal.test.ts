import { type Passkey, serverMessages } from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginEvents, passkeys } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/index.ts';
import { passkeyCalls } from '../../test/passkeys.ts';
import { createSoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let calls: ReturnType<typeof passkeyCalls>;
let jan: string;
let anna: string;
beforeAll(async () => {
  t = await createTestApp();
  calls = passkeyCalls(t);
  jan = (await t.loginFully('jan.devries')).accessToken;
  anna = (await t.loginFully('anna.devries')).accessToken;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetAttempts();
  await t.db.delete(passkeys);
});

const listOf = async (accessToken: string) => (await calls.list(accessToken)).json<Passkey[]>();

describe('POST /api/Passkey/Remove', () => {
  it('removes one of several passkeys without the password; the list is newest first', async () => {
    const authenticator = createSoftwareAuthenticator();
    const phone = await calls.registerPasskey(jan, authenticator, 'Telefoon');
    t.clock.advance(1000);
    const laptop = await calls.registerPasskey(jan, authenticator, 'Laptop');
    expect((await listOf(jan)).map((p) => p.name)).toEqual(['Laptop', 'Telefoon']);
    const reply = await calls.remove(jan, { id: phone.id });
    expect(reply.statusCode).toBe(200);
    expect(await listOf(jan)).toEqual([laptop]);
  });

  it('removes the last passkey only with the current password', async () => {
    const only = await calls.registerPasskey(jan, createSoftwareAuthenticator());
    const without = await calls.remove(jan, { id: only.id });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(serverMessages.passwordRequiredForLastPasskey);

    const wrong = await calls.remove(jan, { id: only.id, currentPassword: 'Not-the-password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(serverMessages.incorrectCredentials);
    const failed = await t.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.method, 'password'), eq(loginEvents.outcome, 'failed')));
    expect(failed).toHaveLength(1);
    expect(await listOf(jan)).toEqual([only]);

    expect((await calls.remove(jan, { id: only.id, currentPassword: demoPassword })).statusCode).toBe(200);
    expect(await listOf(jan)).toEqual([]);
  });

  it('leaves the last passkey when its two last ones are removed at once without the password', async () => {
    const authenticator = createSoftwareAuthenticator();
    const ids = [
      (await calls.registerPasskey(jan, authenticator, 'Telefoon')).id,
      (await calls.registerPasskey(jan, authenticator, 'Laptop')).id,
    ];
    const replies = await Promise.all(ids.map((id) => calls.remove(jan, { id })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(await listOf(jan)).toHaveLength(1);
  });

  it("answers 404 for another account's passkey, and for an id that is none", async () => {
    const annas = await calls.registerPasskey(anna, createSoftwareAuthenticator());
    await calls.registerPasskey(jan, createSoftwareAuthenticator());
    for (const id of [annas.id, 'not-a-passkey-id']) {
      const reply = await calls.remove(jan, { id, currentPassword: demoPassword });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(serverMessages.passkeyNotFound);
    }
    expect(await listOf(anna)).toEqual([annas]);
  });
});
