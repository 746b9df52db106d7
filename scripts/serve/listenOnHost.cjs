/**
 * Preloaded into Netlify's engine (netlifyDev.ts): its servers (the proxy, the static server, the functions
 * server) listen on every interface, and it has no flag to say otherwise. A server told no host listens on
 * HOST, default loopback, so `npm run serve:cdn` is reachable from this machine only unless HOST says.
 * CommonJS, for `node --require`.
 */
const net = require('node:net');

const host = process.env.HOST || '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnHost(...args) {
  const [first, second] = args;
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  // listen(port[, host][, backlog][, callback]): a host is the second argument when it is a string.
  if (isPort && typeof second !== 'string') args.splice(1, 0, host);
  // listen({ port, host? }): no path and no handle.
  else if (first && typeof first === 'object' && 'port' in first && first.host === undefined && !first.path)
    args[0] = { ...first, host };
  return listen.apply(this, args);
};
