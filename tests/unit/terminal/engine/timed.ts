/**
 * How long a piece of work took, on the clock and in processor time. On a machine shared with other
 * work (two cores, several test workers) the clock also runs while the process waits for its turn;
 * a budget test fails only when both are over, so a slow line fails it and a busy machine does not.
 */
export async function timed(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number; within(budgetMs: number): boolean }> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await work();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { ms, cpuMs, within: (budgetMs) => Math.min(ms, cpuMs) < budgetMs };
}
