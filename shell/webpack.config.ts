import path from 'node:path';
import { createWebpackConfig } from 'site-config/webpack';

const base = createWebpackConfig({
  dir: __dirname,
  federationName: 'shell',
  kind: 'host',
  devPort: 3100,
  // Run inside the federation runtime: retries first, then the fallback module for whatever still fails.
  runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts'), path.join(__dirname, 'src/federation/fallback-plugin.ts')],
});

// The dev server also proxies /remotes to the API server, so `npm run dev -w shell` loads the server's remote builds.
export default (env: unknown, argv: { mode?: 'production' | 'development'; serve?: boolean } = {}) => {
  const config = base(env, argv);
  // The page runs in browsers only: drop the federation runtime's Node loading paths from the runtime the shell
  // provides to every remote (issue 3's JS budget). Set here so the remotes' builds stay untouched.
  for (const plugin of config.plugins ?? []) {
    const options = (plugin as { name?: string; _options?: { experiments?: Record<string, unknown> } } | null)?._options;
    if ((plugin as { name?: string } | null)?.name === 'ModuleFederationPlugin' && options) {
      options.experiments = { ...options.experiments, optimization: { target: 'web' } };
    }
  }
  const proxy = config.devServer?.proxy;
  if (Array.isArray(proxy) && proxy[0] && typeof proxy[0] === 'object' && Array.isArray(proxy[0].context)) {
    proxy[0].context = [...proxy[0].context, '/remotes'];
  }
  return config;
};
