import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "@/lib/contract/errors";
import { readEnv } from "@/lib/service/config";
import type { Service } from "@/lib/service/public";
import { startTestService, type TestService } from "@/lib/service/testing";
import { readCookie } from "@/lib/session/cookie";
import { isSessionPayload } from "@/lib/session/payload";
import { createLocalAccount } from "./session-endpoints";
import { createStudio, type Studio } from "./studio";

const ORIGIN = "http://127.0.0.1:3000";
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
// Studios prune their sessions on a timer: close them before the service's store goes.
const opened: Studio[] = [];
async function openStudio(...args: Parameters<typeof createStudio>): Promise<Studio> {
  const studio = await createStudio(...args);
  opened.push(studio);
  return studio;
}
afterAll(async () => {
  await Promise.all(opened.map((studio) => studio.close()));
  await svc.close();
});

/** The service as the studio sees it, recording each local account it is asked to create. */
function recordingService(service: Service) {
  const created: { email: string; api_key: string }[] = [];
  const recording: Service = {
    ...service,
    createLocalAccount: async (email) => {
      const account = await service.createLocalAccount(email);
      created.push(account);
      return account;
    },
  };
  return { recording, created };
}

const signUp = (body: unknown) =>
  new Request(`${ORIGIN}/api/session/local-account`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify(body),
  });

const me = (service: Service, key: string) =>
  service.handle(new Request(`${ORIGIN}/api/me`, { headers: { authorization: `Bearer ${key}` } }));

describe("local accounts go through the service's public surface", () => {
  it("the gateway asks Service.createLocalAccount, and the key it seals works with service.handle", async () => {
    const { recording, created } = recordingService(svc.service);
    const studio = await openStudio(
      readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "s".repeat(40) }),
      { service: recording },
    );
    const email = `artist-${crypto.randomUUID()}@example.test`;
    const response = await createLocalAccount(studio, signUp({ email }));
    expect(response.status).toBe(201);
    expect(created.map((account) => account.email)).toEqual([email]);

    const sealed = readCookie(response.headers.get("set-cookie"));
    const payload = studio.sealer.unseal<unknown>(sealed ?? "");
    expect(isSessionPayload(payload)).toBe(true);
    if (!isSessionPayload(payload)) return;
    expect(payload.key).toBe(created[0]?.api_key);
    // Shown once to the artist, who has no other way back in after signing out.
    expect(((await response.json()) as { api_key?: string }).api_key).toBe(created[0]?.api_key);

    const account = await me(svc.service, payload.key);
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ email, plan: "local" });
  });

  it("Service.createLocalAccount refuses a malformed or taken email as 400 invalid_request", async () => {
    const email = `taken-${crypto.randomUUID()}@example.test`;
    const first = await svc.service.createLocalAccount(email);
    expect((await me(svc.service, first.api_key)).status).toBe(200);
    for (const refused of [email, "not an email"]) {
      const error = await svc.service.createLocalAccount(refused).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "invalid_request", status: 400 });
    }
  });

  it("a taken email reaches the browser as the service's 400, and no session starts", async () => {
    const studio = await openStudio(
      readEnv({ DATA_DIR: "memory://", SESSION_SECRET: "s".repeat(40) }),
      { service: svc.service },
    );
    const { email } = await svc.newAccount();
    const response = await createLocalAccount(studio, signUp({ email }));
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe("invalid_request");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
