import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, codeSplittingGroups, isGroupRoot, withGroupRoots } from './chunkGroups.ts';
import type { BuildManifest } from './firstPaint.ts';

const group = (name: string) => CHUNK_GROUPS.find((each) => each.name === name)!;

describe('chunk groups', () => {
  it('name source modules that exist', () => {
    for (const { roots } of CHUNK_GROUPS)
      if (!(roots instanceof RegExp)) for (const root of roots) expect(existsSync(root)).toBe(true);
  });

  it('take a root by its path from the project root, on any platform, and nothing that merely ends alike', () => {
    expect(isGroupRoot(group('part-runtime'), '/work/site/renderer/parts/hydratePart.tsx')).toBe(true);
    expect(isGroupRoot(group('part-runtime'), 'C:\\site\\renderer\\parts\\hydratePart.tsx')).toBe(true);
    expect(isGroupRoot(group('part-runtime'), '/work/site/renderer/parts/hydratePart.tsx.map')).toBe(false);
    expect(isGroupRoot(group('part-runtime'), '/work/site/other/renderer/parts/xhydratePart.tsx')).toBe(false);
    expect(isGroupRoot(group('react'), '/work/site/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      true,
    );
    expect(isGroupRoot(group('react'), '/work/site/node_modules/react-router/index.js')).toBe(false);
  });

  it('go to Rolldown with the first in the table first', () => {
    const priorities = codeSplittingGroups().map((each) => each.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it("name each group's roots in the manifest as the chunk that holds them, keeping Vite's own entries", () => {
    const manifest: BuildManifest = Object.fromEntries(
      CHUNK_GROUPS.map((each) => [
        `_chunk-${each.name}.js`,
        { file: `assets/chunks/chunk-${each.name}.js`, name: each.name },
      ]),
    );
    manifest['_sections.css'] = { file: 'assets/static/sections.css', name: 'sections' };
    manifest['components/live/LivePage.tsx'] = { file: 'assets/chunks/own.js' };
    const named = withGroupRoots(manifest);
    expect(named['renderer/parts/hydratePart.tsx']).toMatchObject({ file: 'assets/chunks/chunk-part-runtime.js' });
    expect(named['components/loadContentApi.ts']).toMatchObject({ file: 'assets/chunks/chunk-content-api.js' });
    expect(named['components/live/LivePage.tsx']).toEqual({ file: 'assets/chunks/own.js' });
    expect(manifest['renderer/parts/hydratePart.tsx']).toBeUndefined();
  });

  it('refuse a build that lacks a group, naming it', () => {
    expect(() => withGroupRoots({})).toThrow(/no chunk of the 'first-script' group \(renderer\/startPage\.ts\)/);
  });
});
