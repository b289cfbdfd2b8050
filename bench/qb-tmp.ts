import autocannon from 'autocannon';
import { cpuMs, rssMb } from '/work/main/bench/process-stats';
const [pid, url, enc, secs] = [Number(process.argv[2]), process.argv[3], process.argv[4] ?? 'gzip, br', Number(process.argv[5] ?? 10)];
await autocannon({ url, connections: 10, amount: 300, headers: { 'accept-encoding': enc } });
const before = cpuMs(pid);
const r = await autocannon({ url, connections: Number(process.env.C ?? 50), duration: secs, headers: { 'accept-encoding': enc } });
const after = cpuMs(pid);
console.log(`${url.replace(/^http:\/\/[^/]+/, '')} enc=${enc} req/s=${Math.round(r.requests.average)} p99=${r.latency.p99} cpu/req=${((after - before) / r.requests.total).toFixed(2)}ms rss=${rssMb(pid).toFixed(0)}MB non2xx=${r.non2xx} err=${r.errors}`);
