import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Our workspace packages ship TypeScript source: bundle them. Every other import stays an import,
  // resolved from this app's own dependencies at run time.
  noExternal: [/^@vitrine\//],
  esbuildPlugins: [
    {
      name: 'externalise-node-modules',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
