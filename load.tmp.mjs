import autocannon from "autocannon";
const [url, enc] = process.argv.slice(2);
const r = await autocannon({ url, connections: 50, duration: 6, headers: enc ? { "accept-encoding": enc } : {} });
console.log(url, enc, Math.round(r.requests.average), "req/s p50", r.latency.p50, "p99", r.latency.p99);
