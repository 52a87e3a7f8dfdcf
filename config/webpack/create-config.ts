import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import { SERVER_DIR, createServerWebpackConfig } from './create-server-config';

/** What an app's webpack.config.ts says about itself; everything else is shared policy. */
export interface AppOptions {
  /** The app's folder: pass `__dirname`. */
  dir: string;
  /** Federation container name: a valid identifier (`mf_events`), never `mf-events`: the name becomes a JavaScript identifier in the remote entry, and a dash breaks it. */
  federationName: string;
  kind: 'host' | 'remote';
  /** Remote slots: `'./EventList': './src/exposes/event-list.tsx'`. */
  exposes?: Record<string, string>;
  /** What the Node build exposes besides `exposes`: the shell's page render, which browsers never load. */
  serverExposes?: Record<string, string>;
  /** Module Federation runtime plugins (host: retry, fallback on load error). */
  runtimePlugins?: string[];
  /** Port of `npm run dev` for this app. */
  devPort: number;
}

type ConfigFactory = (env: unknown, argv?: { mode?: Mode; serve?: boolean }) => Configuration;

/** A remote's factory also builds its Node build (`server`), which the site-webpack CLI runs beside the browser one. */
export type AppConfigFactory = ConfigFactory & { server?: ConfigFactory };

type Mode = 'production' | 'development';

/** Shared as one copy across shell and remotes. Trailing-slash keys share deep imports such as react-dom/client; without them a deep import bundles a second copy. */
const SINGLETONS = [
  'react', 'react/', 'react-dom', 'react-dom/',
  'i18next', 'react-i18next', '@tanstack/react-query',
  'single-spa', 'single-spa-react',
  'shared-contracts', 'shared-contracts/',
];
/** Shared but not singleton: two versions side by side are harmless. `date-fns-tz/` shares each deep import on its own. */
const SHARED_COPIES = ['date-fns-tz', 'date-fns-tz/', 'swiper'];

export const API_PREFIXES = ['/api', '/de/api', '/en/api', '/pageeditor-api', '/de/pageeditor-api', '/en/pageeditor-api', '/html', '/login', '/logout', '/de/login', '/en/login', '/de/logout', '/en/logout', '/media'];

interface PackageJson {
  version?: string;
  module?: string;
  main?: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
  sideEffects?: boolean | string[];
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The folder of package `name` as resolved from `dir`, or undefined when it is not installed there. */
function packageDir(dir: string, name: string): string | undefined {
  try {
    return path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  } catch {
    return undefined;
  }
}

function installedVersion(dir: string, name: string): string | undefined {
  const pkgDir = packageDir(dir, name);
  return pkgDir ? readJson(path.join(pkgDir, 'package.json')).version : undefined;
}

/**
 * A shared library is provided whole, since webpack cannot know what another app will ask of it. For these libraries
 * every app provides, and falls back to, a narrowed entry instead: only the exports listed in narrowed-shared.json,
 * which the lint config also enforces on every import (decision 032).
 */
const NARROWED_SHARED: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(__dirname, 'narrowed-shared.json'), 'utf8'));
const COMPLETE_SUFFIX = '/__complete__';

/** Writes the narrowed entry module of `name` (generated, so the export list has one home) and returns its path. */
function narrowedEntry(name: string): string {
  const dir = path.join(__dirname, '../node_modules/.cache/narrowed-shared');
  const file = path.join(dir, `${name.replace(/[/@]/g, '_')}.mjs`);
  const source = `// Generated from config/webpack/narrowed-shared.json.\nexport { ${NARROWED_SHARED[name].join(', ')} } from '${name}${COMPLETE_SUFFIX}';\n`;
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}

/**
 * The entry an ESM `import` of the package gets: its exports map's `import` condition first (TanStack Query's
 * `module` field names its legacy build, transpiled for old browsers and larger), then `module`, then `main`.
 */
function esmEntry(pkg: PackageJson): string {
  const root = pkg.exports?.['.'] as { import?: string | { default?: string } } | undefined;
  const conditional = typeof root?.import === 'string' ? root.import : root?.import?.default;
  return conditional ?? pkg.module ?? pkg.main ?? 'index.js';
}

/** `<name>/__complete__` → the library's own ESM entry, for the narrowed entries (never consumed from the share scope). */
function completeEntryAliases(dir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of Object.keys(NARROWED_SHARED)) {
    const pkgDir = packageDir(dir, name);
    if (!pkgDir) continue;
    const pkg = readJson(path.join(pkgDir, 'package.json'));
    aliases[`${name}${COMPLETE_SUFFIX}$`] = path.join(pkgDir, esmEntry(pkg));
  }
  return aliases;
}

/**
 * A library that declares itself free of side effects keeps that promise in every folder: react-i18next's ESM folder
 * has a package.json of its own (only `type: module`), which webpack reads instead of the root one, so the unused
 * Trans components and their HTML parser stayed in the bundle (~1.2 KB gzip on every page).
 */
function sideEffectFreeRules(dir: string): Array<{ include: string; sideEffects: false }> {
  const names = new Set([...SINGLETONS, ...SHARED_COPIES].map((key) => key.replace(/\/$/, '')));
  return [...names].flatMap((name) => {
    const pkgDir = packageDir(dir, name);
    if (!pkgDir) return [];
    return readJson(path.join(pkgDir, 'package.json')).sideEffects === false ? [{ include: pkgDir, sideEffects: false as const }] : [];
  });
}

/** Only what the app itself depends on is shared, so no app builds fallback chunks for libraries it never imports. */
export function sharedFor(dir: string): Record<string, { singleton: boolean; requiredVersion: string | false; version?: string; import?: string }> {
  const deps: Record<string, string> = readJson(path.join(dir, 'package.json')).dependencies ?? {};
  const shared: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string; import?: string }> = {};
  for (const key of [...SINGLETONS, ...SHARED_COPIES]) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const declared = deps[name];
    if (!declared) continue;
    const isRange = /^[\^~]?\d/.test(declared);
    shared[key] = {
      singleton: SINGLETONS.includes(key),
      requiredVersion: isRange ? declared : installedVersion(dir, name) ? `^${installedVersion(dir, name)}` : false,
      // Packages whose entry sits under a nested package.json without a version (date-fns-tz's dist/esm) need it spelled out.
      ...(installedVersion(dir, name) ? { version: installedVersion(dir, name) } : {}),
      ...(NARROWED_SHARED[key] ? { import: narrowedEntry(key) } : {}),
    };
  }
  return shared;
}

/** The federation runtime's packages, each published as ESM and CommonJS twins. */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes', 'webpack-bundler-runtime', 'inject-external-runtime-core-plugin',
];

/**
 * The federation runtime reaches its own packages both through `import` and through `require` (the external-runtime
 * plugin is CommonJS), so without this the page carried the runtime twice, once per twin (~20 KB gzip). Every entry
 * point of those packages, whichever way it is asked for, resolves to the ESM twin.
 */
/** TypeScript and JSX through swc, the same for the browser and the Node build of every app. */
export function typescriptRule(prod: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod } },
          target: 'es2022',
        },
      },
    },
  };
}

export function federationRuntimeAliases(dir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const pkgDir = packageDir(dir, `@module-federation/${name}`);
    if (!pkgDir) continue;
    const exportsMap = readJson(path.join(pkgDir, 'package.json')).exports ?? {};
    for (const [subpath, target] of Object.entries(exportsMap)) {
      const twins = target as { import?: { default?: string }; require?: { default?: string } };
      if (!twins?.import?.default || !twins.require?.default) continue;
      const esm = path.join(pkgDir, twins.import.default);
      aliases[`@module-federation/${name}${subpath.slice(1)}$`] = esm;
      // The runtime plugin list imports plugins by absolute file path.
      aliases[path.join(pkgDir, twins.require.default)] = esm;
    }
  }
  return aliases;
}

export function createWebpackConfig(app: AppOptions): AppConfigFactory {
  const browser: AppConfigFactory = (_env: unknown, argv: { mode?: Mode; serve?: boolean } = {}): Configuration => {
    const mode: Mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const prod = mode === 'production';
    const serve = Boolean(argv.serve);
    const isHost = app.kind === 'host';
    // A remote's production build is only its container; the standalone harness exists for `npm run dev`.
    const entry: Configuration['entry'] = isHost
      ? { main: './src/index.ts' }
      : serve
        ? { standalone: './src/standalone.tsx' }
        : {};
    const htmlTemplate = path.join(app.dir, isHost ? 'src/index.html' : 'src/standalone.html');
    // Production CSS ships as .css files (parsed in parallel, not counted as JS, no flash of unstyled remote);
    // the dev server keeps style-loader for fast rebuilds.
    const cssLoader = prod ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    // One federation runtime per page: the host provides it, remotes use it (each remoteEntry would otherwise carry
    // ~25 KB gzip of its own). A standalone dev harness is its own host, so it keeps a bundled runtime.
    // `target: 'web'` drops the runtime's Node loading paths: every app here runs in browsers only.
    const optimization = { target: 'web' as const };
    const federationExperiments = isHost
      ? { asyncStartup: true, provideExternalRuntime: true, optimization }
      : { asyncStartup: true, externalRuntime: !serve, optimization };

    const devServer: DevServerConfiguration = {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: API_PREFIXES, target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: false }],
    };

    return {
      name: app.federationName,
      context: app.dir,
      mode,
      entry,
      // SOURCE_MAPS=1 writes maps beside a production build (not served: hidden), to read a browser profile of it.
      devtool: prod ? (process.env.SOURCE_MAPS === '1' ? 'hidden-source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.federationName,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        // dist/server is the Node build's own output, written by the other compiler of the same run.
        clean: { keep: (file: string) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // site-config/remote-kit is bundled into each app: its imports resolve to that app's own libraries, the
        // same copies the app's code and its federation shared scope use (npm may install them per workspace).
        modules: ['node_modules', path.join(app.dir, 'node_modules')],
        alias: {
          ...federationRuntimeAliases(app.dir),
          ...completeEntryAliases(app.dir),
          'use-sync-external-store/shim$': path.join(__dirname, 'shims/use-sync-external-store-shim.mjs'),
        },
      },
      module: {
        rules: [
          typescriptRule(prod),
          ...sideEffectFreeRules(app.dir),
          { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/, loader: require.resolve('./pure-top-level-calls-loader.cjs') },
          ...(prod ? [{ test: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/, loader: require.resolve('./federation-debug-off-loader.cjs') }] : []),
          {
            test: /\.module\.css$/,
            use: [
              cssLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: prod ? '[hash:base64:7]' : '[name]__[local]',
                    // Class names stay unique even when two apps hash the same file path.
                    localIdentHashSalt: app.federationName,
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [cssLoader, require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      optimization: {
        ...(isHost && prod
          ? {
              splitChunks: {
                chunks: 'async' as const,
                cacheGroups: {
                  bootShared: {
                    test: /[\\/](node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|single-spa|single-spa-react)|shared-contracts)[\\/]/,
                    name: 'boot-shared',
                    chunks: 'async' as const,
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        minimize: prod,
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
          // esbuild minifies the extracted CSS in milliseconds (cssnano would add minutes on two cores).
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
        ],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        name: `${mode}-${serve}${process.env.SOURCE_MAPS === '1' ? '-maps' : ''}`,
        // A change to this factory or the app's config invalidates the cache.
        buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.ts')] },
      },
      infrastructureLogging: { level: 'warn' },
      plugins: [
        new ModuleFederationPlugin({
          name: app.federationName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
          // Remotes are registered at run time from the server's remote map, never at build time.
          remotes: {},
          shared: sharedFor(app.dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          dts: false,
          // The host's manifest is not loaded by anyone at run time; the bench reads it to tell shared libraries apart.
          manifest: { fileName: 'mf-manifest.json' },
          experiments: federationExperiments,
        }),
        ...(isHost || serve
          ? [
              new HtmlWebpackPlugin({
                // The page templates are plain HTML: passed as content, no child compilation runs (one would build
                // the federated app a second time and leave its stray CommonJS chunks in dist).
                templateContent: fs.readFileSync(htmlTemplate, 'utf8'),
                filename: 'index.html',
                inject: 'head',
                scriptLoading: 'defer',
                minify: false,
              }),
            ]
          : []),
        ...(prod
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
              // zopfli writes standard gzip ~3 % smaller than zlib's level 9, once per build: fewer bytes for every
              // visit whose browser does not send `br` (any browser over plain http).
              new CompressionPlugin<{ numiterations: number }>({
                filename: '[path][base].gz',
                algorithm: (input, options, callback) =>
                  zopfliGzip(input, options, (error, output) => callback(error, error ? new Uint8Array() : output)),
                compressionOptions: { numiterations: 15 },
                test: /\.(js|css|json|html|svg)$/,
                threshold: 1024,
              }),
              new CompressionPlugin<zlib.BrotliOptions>({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|json|html|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
      ],
      devServer,
    };
  };
  browser.server = createServerWebpackConfig(app);
  return browser;
}
