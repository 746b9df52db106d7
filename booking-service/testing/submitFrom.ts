/**
 * A submission sent from a chosen local address, for the tests of who a client is: 127.0.0.0/8 is all
 * loopback on Linux, so 127.0.0.2 and 127.0.0.3 are two visitors of one machine.
 */
import { request } from 'node:http';

/** A DEMO_CARD_TOKEN submission to `url` from `from`, writing its own `X-Forwarded-For`; the status. */
export function submitFrom(url: string, from: string, forwarded: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const sent = request(
      `${url}/api.php?v=2&action=DEMO_CARD_TOKEN`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ site: 'florence' }));
  });
}
