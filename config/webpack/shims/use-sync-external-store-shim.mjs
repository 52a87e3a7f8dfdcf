// use-sync-external-store/shim backfills the hook for React < 18; every app here runs React 18, which has it built in.
export { useSyncExternalStore } from 'react';
