// React 18+ has useSyncExternalStore built in. @preact/signals-react imports the 'use-sync-external-store/shim'
// package for older Reacts; the builds alias that import to this file, so no copy of the hook (and its CommonJS
// wrapper) is shipped next to React 19's own.
export { useSyncExternalStore } from 'react';
