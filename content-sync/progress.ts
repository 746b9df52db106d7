/**
 * Progress of a sync: a bar redrawn in place on a terminal, nothing in CI or a pipe, where only the
 * summary line is printed.
 */

export interface Progress {
  /** More work became known (an index arrived). */
  add(count: number): void;
  tick(): void;
  done(): void;
}

const WIDTH = 28;
const REDRAW_MS = 80;

export function createProgress(stream: NodeJS.WriteStream = process.stderr, label = 'sync'): Progress {
  if (!stream.isTTY || process.env.CI) return { add() {}, tick() {}, done() {} };
  let total = 0;
  let finished = 0;
  let last = 0;
  const draw = (force = false) => {
    const now = Date.now();
    if (!force && now - last < REDRAW_MS) return;
    last = now;
    const share = total ? finished / total : 0;
    const filled = Math.round(share * WIDTH);
    stream.write(`\r${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${finished}/${total} `);
  };
  return {
    add(count) {
      total += count;
      draw();
    },
    tick() {
      finished++;
      draw();
    },
    done() {
      draw(true);
      stream.write('\r\x1b[2K');
    },
  };
}
