import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKeyList, MAX_ACTIVE_KEYS_PER_ACCOUNT } from "@/lib/contract/keys";
import { startTestService, type TestService } from "../testing";

const ADMIN = "test-admin-token";
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const createKey = (key: string, name = "extra") =>
  svc.call("POST", "/api/keys", { key, body: { name } });
const adminCreateKey = (userId: string) =>
  svc.call("POST", `/api/admin/accounts/${userId}/keys`, { key: ADMIN });

async function activeKeys(key: string) {
  const list = ApiKeyList.parse((await svc.call("GET", "/api/keys", { key })).body);
  return list.keys.filter((k) => k.revoked_at === null);
}

/** An account holding `total` active keys: its first key plus `total - 1` made through the API. */
async function accountWithKeys(total: number) {
  const account = await svc.newAccount();
  for (let i = 1; i < total; i++) expect((await createKey(account.key, `k${i}`)).status).toBe(201);
  return account;
}

function expectCapRefusal(res: { status: number; body: unknown }) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: "invalid_request",
    details: [{ path: "", message: expect.stringMatching(/Revoke one/) }],
  });
}

describe("active keys per account", () => {
  it(`allows ${MAX_ACTIVE_KEYS_PER_ACCOUNT} active keys, refuses the next, and a revoke frees a place`, async () => {
    const { key } = await accountWithKeys(MAX_ACTIVE_KEYS_PER_ACCOUNT);
    expect(await activeKeys(key)).toHaveLength(MAX_ACTIVE_KEYS_PER_ACCOUNT);
    const refused = await createKey(key);
    expectCapRefusal(refused);
    expect(refused.body.message).toContain(String(MAX_ACTIVE_KEYS_PER_ACCOUNT));

    const victim = (await activeKeys(key)).find((k) => k.name !== "First key")!;
    expect((await svc.call("POST", `/api/keys/${victim.id}/revoke`, { key })).status).toBe(200);
    expect((await createKey(key)).status).toBe(201);
    expectCapRefusal(await createKey(key));
    expect(await activeKeys(key)).toHaveLength(MAX_ACTIVE_KEYS_PER_ACCOUNT);
  });

  it("holds for the admin API's create-key too", async () => {
    const { key, userId } = await accountWithKeys(MAX_ACTIVE_KEYS_PER_ACCOUNT - 1);
    expect((await adminCreateKey(userId)).status).toBe(201);
    expectCapRefusal(await adminCreateKey(userId));
    expectCapRefusal(await createKey(key));
  });

  it("concurrent creates cannot pass the cap together, whichever API they use", async () => {
    const { key, userId } = await accountWithKeys(MAX_ACTIVE_KEYS_PER_ACCOUNT - 2);
    const results = await Promise.all([
      createKey(key, "race 1"),
      adminCreateKey(userId),
      createKey(key, "race 2"),
      adminCreateKey(userId),
      createKey(key, "race 3"),
      createKey(key, "race 4"),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) expectCapRefusal(refused);
    expect(await activeKeys(key)).toHaveLength(MAX_ACTIVE_KEYS_PER_ACCOUNT);
  });

  it("lists when each key was last used; a key never used says null", async () => {
    const { key } = await svc.newAccount();
    const created = await createKey(key, "unused");
    const keys = await activeKeys(key);
    const first = keys.find((k) => k.name === "First key")!;
    const unused = keys.find((k) => k.id === created.body.id)!;
    expect(first.last_used_at).not.toBeNull();
    expect(Date.now() - Date.parse(first.last_used_at!)).toBeLessThan(60_000);
    expect(unused.last_used_at).toBeNull();
  });
});
