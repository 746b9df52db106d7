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

/**
 * Resolves in a task after the next frame has been drawn: what a press starts (a part's code arriving and
 * running) then waits for the paint that answers the press, instead of holding it back. Only after a
 * visitor's gesture: a page in the background draws no frame, so this would wait until it is shown.
 * A resize observer's first report comes in the frame's rendering, after its layout and before its paint,
 * as a frame callback would; unlike one, a test's fake clock does not hold it back.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      void nextTask().then(resolve);
    });
    observer.observe(document.documentElement);
  });
}
