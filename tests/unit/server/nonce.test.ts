/** CSP nonces cut from a pool of random bytes (server/security.ts): each one 16 bytes, none ever twice. */
import { expect, test } from "vitest";
import { freshNonce } from "../../../server/security";

test("every nonce is 16 random bytes in base64, and no two are the same across several pool draws", () => {
  const nonces = Array.from({ length: 2_000 }, freshNonce); // 32,000 bytes: about eight 4 KiB draws
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const nonce of nonces) {
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  }
});
