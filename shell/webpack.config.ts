import path from 'node:path';
import type { Configuration } from 'webpack';
import { createWebpackConfig } from 'site-config/webpack';
import { SHELL_SERVER } from 'shared-contracts/slots';

const base = createWebpackConfig({
  dir: __dirname,
  federationName: 'shell',
  kind: 'host',
  devPort: 3100,
  // Run inside the federation runtime: retries first, then the fallback module for whatever still fails.
  runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts'), path.join(__dirname, 'src/federation/fallback-plugin.ts')],
  // The server renders pages with it, loading the shell's Node build as it loads the remotes'.
  serverExposes: { [`./${SHELL_SERVER.expose}`]: './src/server/render-shell.tsx' },
});

function withProductionRouter(config: Configuration): Configuration {
  // react-router's package exports point every bundler at its development build (warnings and checks included);
  // its production twin sits beside it under dist/production.
  if (config.mode === 'production') {
    const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] }));
    config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), 'react-router$': path.join(routerDir, 'dist/production/index.mjs') } };
  }
  return config;
}

// The dev server also proxies /remotes to the API server, so `npm run dev -w shell` loads the server's remote builds.
const browser = (env: unknown, argv: { mode?: 'production' | 'development'; serve?: boolean } = {}) => {
  const config = withProductionRouter(base(env, argv));
  const proxy = config.devServer?.proxy;
  if (Array.isArray(proxy) && proxy[0] && typeof proxy[0] === 'object' && Array.isArray(proxy[0].context)) {
    proxy[0].context = [...proxy[0].context, '/remotes'];
  }
  return config;
};

// The Node build the server renders pages with (a federation container in `dist/server/`), built beside the browser build.
browser.server = (env: unknown, argv: { mode?: 'production' | 'development'; serve?: boolean } = {}) => withProductionRouter(base.server!(env, argv));
export default browser;
