import path from 'node:path';
import type { Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationRuntimeAliases, sharedFor, typescriptRule, type AppOptions } from './create-config';

/** Where a remote's Node build goes, inside its dist: served as `/remotes/<folder>/server/…`. */
export const SERVER_DIR = 'server';

/**
 * Libraries the rendering server provides, one copy per process: a remote's Node build brings none of its own
 * (`import: false`), so every slot rendered in one request uses the server's React (hooks need that one copy) and
 * the server decides which versions run.
 */
export const SERVER_PROVIDED = ['react', 'react/', 'react-dom', 'react-dom/', 'i18next', 'react-i18next', '@tanstack/react-query'];

type Mode = 'production' | 'development';

/**
 * An app's Node build: the same exposes and sources as its browser build (plus `serverExposes`: the shell's page
 * render), compiled for Node's async chunk loading (`async-node`) as a CommonJS container that `@module-federation/node`'s
 * runtime plugin loads over HTTP, chunks included. The host's is a container too, so the server loads the shell and the
 * remotes one way: same loader, same version checks, same timeouts and retries. The browser build is untouched by it:
 * separate compiler, separate output folder (dist/server), separate cache. Stylesheets yield only their class names
 * (the browser build ships the CSS), and `mount-slot` is swapped for its server twin, which adds the render entries and
 * leaves react-dom/client out.
 */
export function createServerWebpackConfig(app: AppOptions) {
  return (_env: unknown, argv: { mode?: Mode; serve?: boolean } = {}): Configuration => {
    const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const prod = mode === 'production';
    const shared = Object.fromEntries(
      Object.entries(sharedFor(app.dir)).map(([key, config]) => {
        // The narrowed entries exist to save browser bytes; Node loads whole libraries.
        const { import: _narrowed, ...rest } = config;
        return [key, SERVER_PROVIDED.includes(key) ? { ...rest, import: false as const } : rest];
      }),
    );
    const remoteKit = path.join(__dirname, '../remote-kit');
    return {
      name: `${app.federationName}_server`,
      context: app.dir,
      mode,
      entry: {},
      devtool: false,
      target: 'async-node',
      output: {
        path: path.join(app.dir, 'dist', SERVER_DIR),
        // Empty on purpose: the Node runtime plugin then resolves chunks next to the container entry's URL, wherever
        // the server remote map says the build lives.
        publicPath: '',
        uniqueName: `${app.federationName}_server`,
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        modules: ['node_modules', path.join(app.dir, 'node_modules')],
        alias: {
          ...federationRuntimeAliases(app.dir),
          'site-config/remote-kit/mount-slot$': path.join(remoteKit, 'mount-slot.server.tsx'),
        },
      },
      module: {
        rules: [
          typescriptRule(prod),
          {
            test: /\.module\.css$/,
            use: {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  exportOnlyLocals: true,
                  // The same names as the browser build's, so server markup and browser styles agree.
                  localIdentName: prod ? '[hash:base64:7]' : '[name]__[local]',
                  localIdentHashSalt: app.federationName,
                },
              },
            },
          },
          // Global stylesheets are imported for their side effect in the browser; on the server they are nothing.
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/resource', generator: { emit: false } },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } }, generator: { emit: false } },
        ],
      },
      // Node reads unminified code as fast, and minifying six more bundles would double the build on two cores.
      optimization: { minimize: false },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        name: `${mode}-server`,
        buildDependencies: { config: [__filename, path.join(__dirname, 'create-config.ts'), path.join(app.dir, 'webpack.config.ts')] },
      },
      infrastructureLogging: { level: 'warn' },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          filename: 'remoteEntry.js',
          library: { type: 'commonjs-module', name: app.federationName },
          remoteType: 'script',
          exposes: { ...app.exposes, ...app.serverExposes },
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: { optimization: { target: 'node' } },
        }),
      ],
    };
  };
}
