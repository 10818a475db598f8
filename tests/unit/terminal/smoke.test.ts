import { expect, test } from "vitest";
import { makeHarness } from "./fake-deps";

test("smoke", async () => {
  const h = await makeHarness();
  await h.run("help");
  await h.run("ls -a");
  await h.run("cat .secrets/api_token");
  await h.run("curl http://localhost:8000");
  await h.run("what is your name?");
  await h.clock.runAll();
  console.log(h.texts().join("\n"));
  expect(h.engine.snapshot().mode).toBe("normal");
});
