/**
 * Resolves in a task of its own, so work after it does not lengthen the task that is running. A message
 * rather than a timer or a frame: those may be held back (a page in the background, or a test's fake
 * clock), and what waits for this must happen regardless.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
