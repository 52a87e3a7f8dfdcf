/* eslint-disable @typescript-eslint/no-require-imports -- each shared library is required when a remote first asks for it */
import type { UserOptions } from '@module-federation/runtime/types';

type Shared = NonNullable<UserOptions['shared']>;

function version(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/**
 * The libraries this server provides to every remote's Node build, one copy per process (remotes build with
 * `import: false` for them): one React for all slots of a page, and the server decides the versions. Deep
 * imports are shared on their own keys, as the remotes request them.
 */
export function providedShares(): Shared {
  const entry = (pkg: string, lib: () => unknown) => ({
    version: version(pkg),
    lib,
    shareConfig: { singleton: true, requiredVersion: `^${version(pkg)}` },
  });
  return {
    react: entry('react', () => require('react')),
    'react/jsx-runtime': entry('react', () => require('react/jsx-runtime')),
    'react-dom': entry('react-dom', () => require('react-dom')),
    'react-dom/server': entry('react-dom', () => require('react-dom/server')),
    i18next: entry('i18next', () => require('i18next')),
    'react-i18next': entry('react-i18next', () => require('react-i18next')),
    '@tanstack/react-query': entry('@tanstack/react-query', () => require('@tanstack/react-query')),
  };
}
