/**
 * How much of a Lighthouse run's blocking time is the page's own work, and how much is its main thread
 * waiting for a core. Lighthouse's simulated phone multiplies each task it observed by 4, wall time: on a
 * 2-core machine where the compositor, the browser and Lighthouse's own filmstrip take the cores, a task
 * of 3 ms of work can last 30 ms and count as 70 ms of blocking. A trace records both a task's wall time
 * (`dur`) and the time its thread ran (`tdur`); this compares the blocking each would give.
 *
 *   npx lighthouse <url> --only-categories=performance --save-assets --output=json --output-path=/tmp/run.json \
 *     --chrome-flags="--headless=new --no-sandbox"
 *   npx tsx scripts/bench/mainThreadWait.ts /tmp/run-0.trace.json
 *
 * An estimate, not Lighthouse's figure: it takes the observed tasks after the observed first contentful
 * paint, where Lighthouse's TBT uses its simulated timeline. docs/performance.md "Main-thread wait" has figures.
 */
import { readFile } from 'node:fs/promises';

/** Lighthouse's mobile CPU slowdown, and the part of a task past which it blocks (its long-task bound). */
export const CPU_SLOWDOWN = 4;
export const BLOCKING_AFTER_MS = 50;

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

interface MainThreadTask {
  wallMs: number;
  /** The time the thread ran; the rest of the wall time it waited (for a core, a lock, another thread). */
  cpuMs: number;
}

/** Blocking time of these task lengths once slowed down as Lighthouse's phone is. */
export function blockingMs(taskMs: readonly number[], slowdown = CPU_SLOWDOWN): number {
  return taskMs.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - BLOCKING_AFTER_MS), 0);
}

/** The page's main-thread tasks after its first contentful paint, from a trace's events. */
export function tasksAfterFirstPaint(events: readonly TraceEvent[]): MainThreadTask[] {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error('no page navigation in this trace (is it a Lighthouse trace of a page?)');
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  if (!firstPaint) throw new Error('no first contentful paint in this trace');
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === navigation.pid,
  );
  if (!mainThread) throw new Error('no renderer main thread in this trace');
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.pid === navigation.pid &&
        event.tid === mainThread.tid &&
        event.ts > firstPaint.ts,
    )
    .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? event.dur ?? 0) / 1000 }));
}

interface MainThreadWait {
  tasks: number;
  wallMs: number;
  cpuMs: number;
  blockingOnWallMs: number;
  blockingOnCpuMs: number;
}

export function mainThreadWait(tasks: readonly MainThreadTask[]): MainThreadWait {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    tasks: tasks.length,
    wallMs: sum(tasks.map((task) => task.wallMs)),
    cpuMs: sum(tasks.map((task) => task.cpuMs)),
    blockingOnWallMs: blockingMs(tasks.map((task) => task.wallMs)),
    blockingOnCpuMs: blockingMs(tasks.map((task) => task.cpuMs)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: npx tsx scripts/bench/mainThreadWait.ts <lighthouse trace.json>...');
    process.exit(2);
  }
  console.log('| trace | tasks after FCP | wall | ran | blocking ×4 on wall | blocking ×4 on running time |');
  console.log('|---|---|---|---|---|---|');
  for (const file of files) {
    const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const figures = mainThreadWait(tasksAfterFirstPaint(Array.isArray(trace) ? trace : (trace.traceEvents ?? [])));
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `| ${file} | ${figures.tasks} | ${ms(figures.wallMs)} | ${ms(figures.cpuMs)} | ${ms(figures.blockingOnWallMs)} | ${ms(figures.blockingOnCpuMs)} |`,
    );
  }
}
