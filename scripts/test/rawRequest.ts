/**
 * A request written by hand on a socket, for the tests of what no HTTP client would send: a request target
 * that Node's HTTP parser takes and no URL parser does (`GET http://[bad HTTP/1.1`).
 */
import { connect } from 'node:net';

/** Sends `GET <target>` to the server at `base`; its status line (`HTTP/1.1 400 Bad Request`). */
export function statusLineFor(base: string, target: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    let reply = '';
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
    });
    socket.on('close', () => done(reply.split('\r\n')[0] ?? ''));
    socket.on('error', fail);
  });
}
