/**
 * A separate process that floods one server with uploads, so the test process that measures latency is not slowed
 * by the work of sending them. Each client (its own forwarded address) keeps `PARALLEL` uploads going until
 * `DURATION_MS` has passed; the second of every five uploads is one byte over the limit. Prints one JSON line with the counts.
 */
const base = process.env.BASE!;
const clients = Number(process.env.CLIENTS);
const parallel = Number(process.env.PARALLEL);
const durationMs = Number(process.env.DURATION_MS);
const maxBytes = Number(process.env.MAX_BYTES);

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]);
const exact = pdf(maxBytes);
const over = pdf(maxBytes + 1);

const counts: Record<string, number> = {};
const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
let bytesSent = 0;

async function csrfCookie(address: string): Promise<string> {
  const res = await fetch(`${base}/de/api/events/?page=1`, { headers: { 'x-forwarded-for': address } });
  await res.arrayBuffer();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
  if (!cookie) throw new Error('no csrftoken cookie');
  return cookie.split(';')[0].slice('csrftoken='.length);
}

async function stream(address: string, token: string, until: number): Promise<void> {
  for (let i = 0; Date.now() < until; i++) {
    const body = i % 5 === 1 ? over : exact;
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'application/pdf' }), 'plan.pdf');
    try {
      const res = await fetch(`${base}/de/api/temp-files/`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': address, 'x-csrftoken': token, cookie: `csrftoken=${token}` },
      });
      await res.arrayBuffer();
      count(`${body === over ? 'over' : 'exact'} ${res.status}`);
      bytesSent += body.length;
    } catch {
      // The server may close the connection on a refused upload before the body is sent in full.
      count(`${body === over ? 'over' : 'exact'} connection closed`);
    }
  }
}

async function main() {
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const address = `198.51.100.${100 + c}`;
      const token = await csrfCookie(address);
      await Promise.all(Array.from({ length: parallel }, () => stream(address, token, until)));
    }),
  );
  console.log(JSON.stringify({ counts, bytesSent }));
}

void main();
