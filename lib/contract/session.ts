import { z } from "zod";
import { Account } from "./account";

/**
 * The studio's own session endpoints, served by the gateway (not part of the sprite API):
 * the browser signs in with a key once, and from then on the sealed httpOnly cookie stands in
 * for it. The key never comes back to the browser.
 */

/** GET /api/session */
export const SessionState = z.object({
  signedIn: z.boolean(),
  /** `embedded`: the in-process service; `remote`: SPRITE_API_URL. */
  mode: z.enum(["embedded", "remote"]),
  /**
   * Whether "Create local account" is offered: embedded mode, and either `SIGNUP=on` or, by
   * default, a loopback HOST with no proxy or public URL in front.
   */
  signup: z.boolean(),
  /**
   * Signed in only: how this session's key arrived. `created`: a local account made here,
   * whose key was shown once and never pasted since, so signing out warns that the key is the
   * only way back; `pasted`: typed or pasted at sign-in, so the artist has it.
   */
  keyFrom: z.enum(["created", "pasted"]).optional(),
});
export type SessionState = z.infer<typeof SessionState>;

/** POST /api/session: sign in with a key, checked against the upstream's GET /api/me. */
export const SignInRequest = z.object({
  api_key: z.string().trim().min(1, "Enter an API key").max(200),
});

/** POST /api/session/local-account: embedded mode only. */
export const LocalAccountRequest = z.object({ email: z.email().optional() });

/** 200 from sign-in, 201 from local-account creation. */
export const SignedIn = z.object({ account: Account });

/** DELETE /api/session: ends the session on the server and clears the cookie. */
export const SignedOut = z.object({ signedOut: z.literal(true) });
