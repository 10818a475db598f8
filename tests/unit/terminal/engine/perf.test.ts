/**
 * The UI needs Enter → render under 16 ms; the engine's share must be small and
 * synchronous: help / ls / cat emit their output before submit() yields. The 4 ms
 * budget is the bench's (`npm run bench`, terminal rows); this test only catches a
 * blow-up (a full screen re-scanned per line), with a bound a busy CI machine meets.
 */
import { expect, test } from "vitest";
import { makeHarness } from "./fake-deps";

test("help, ls and cat are synchronous and fast even with a full screen", async () => {
  const h = await makeHarness();
  for (let i = 0; i < 600; i++) await h.run(`echo filler ${i}`);
  expect(h.engine.snapshot().lines).toHaveLength(500);
  const samples: number[] = [];
  for (let i = 0; i < 150; i++) {
    for (const input of ["help", "ls -a /home/guest", "cat /opt/recovery-api/README.md"]) {
      const before = h.snapshots.length;
      const start = performance.now();
      void h.engine.submit(input);
      samples.push(performance.now() - start);
      // Emitted synchronously, in a single snapshot.
      expect(h.snapshots.length).toBe(before + 1);
    }
  }
  samples.sort((a, b) => a - b);
  const p95 = samples[Math.floor(samples.length * 0.95)];
  console.log(`engine submit p50=${samples[Math.floor(samples.length / 2)].toFixed(3)}ms p95=${p95.toFixed(3)}ms`);
  expect(p95).toBeLessThan(25);
});
