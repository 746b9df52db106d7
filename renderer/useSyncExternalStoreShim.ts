/**
 * `use-sync-external-store/shim` for React 18 and later, which has the hook itself. @preact/signals-react
 * imports the shim so it can run on React 17; vite.config.ts points the import here, so the shim's own
 * copy of the hook never ships.
 */
export { useSyncExternalStore } from 'react';
