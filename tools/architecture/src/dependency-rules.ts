/**
 * The import rules of the code's shape (docs/architecture.md), checked by dependency-cruiser on
 * every `pnpm test`. Paths are relative to the repository root.
 */

const GATEWAY_MODULES = '^apps/api-gateway/src/modules/';

export interface ForbiddenRule {
  name: string;
  comment: string;
  severity: 'error';
  from: { path?: string | string[]; pathNot?: string | string[] };
  to: {
    path?: string | string[];
    pathNot?: string | string[];
    circular?: boolean;
    dependencyTypes?: string[];
  };
}

export const forbiddenRules: ForbiddenRule[] = [
  {
    name: 'no-cycles',
    comment: 'A cycle makes two files one unit that cannot be understood, tested or loaded apart.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'module-internals',
    comment:
      'A gateway module is entered only through its index.ts; its routes, services, repositories and tables are its own.',
    severity: 'error',
    from: { path: `${GATEWAY_MODULES}([^/]+)/` },
    to: {
      path: GATEWAY_MODULES,
      pathNot: [`${GATEWAY_MODULES}$1/`, `${GATEWAY_MODULES}[^/]+/index\\.ts$`],
    },
  },
  {
    name: 'plugins-use-module-index',
    comment:
      'Plugins and the app reach a module through its index.ts, never its repository or service files.',
    severity: 'error',
    from: { path: '^apps/api-gateway/src/', pathNot: GATEWAY_MODULES },
    to: { path: GATEWAY_MODULES, pathNot: `${GATEWAY_MODULES}[^/]+/index\\.ts$` },
  },
  {
    name: 'lib-below-modules',
    comment: 'The gateway’s lib/ is shared by every module and plugin: it knows none of them.',
    severity: 'error',
    from: { path: '^apps/api-gateway/src/lib/' },
    to: { path: ['^apps/api-gateway/src/modules/', '^apps/api-gateway/src/plugins/'] },
  },
  {
    name: 'apps-apart',
    comment:
      'An app never imports another app (the storefront and back office talk to the gateway over HTTP).',
    severity: 'error',
    from: { path: '^apps/([^/]+)/' },
    to: { path: '^apps/', pathNot: '^apps/$1/' },
  },
  {
    name: 'packages-below-apps',
    comment: 'Packages are shared by the apps; they never depend on one.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
  {
    name: 'packages-by-name',
    comment: 'Another package is imported by its name (@vitrine/x), never by a relative path into its src/.',
    severity: 'error',
    from: { path: '^(packages|apps)/([^/]+)/' },
    to: { path: '^packages/', pathNot: '^packages/$2/', dependencyTypes: ['local'] },
  },
  {
    name: 'ui-without-api',
    comment: 'Shared components take data as props: @vitrine/ui does not call the API.',
    severity: 'error',
    from: { path: '^packages/ui/' },
    to: { path: '^packages/api-client/' },
  },
  {
    name: 'storefront-lib-below-features',
    comment:
      'The storefront’s app/lib/ is its foundation (API, site context, i18n): it imports no feature or route.',
    severity: 'error',
    from: { path: '^apps/storefront/app/lib/' },
    to: { path: ['^apps/storefront/app/features/', '^apps/storefront/app/routes/'] },
  },
  {
    name: 'storefront-features-below-routes',
    comment: 'Routes compose features; a feature never imports a route.',
    severity: 'error',
    from: { path: '^apps/storefront/app/features/' },
    to: { path: '^apps/storefront/app/routes/' },
  },
  {
    name: 'backoffice-lib-below-features',
    comment: 'The back office’s src/lib/ imports no feature and not the app shell.',
    severity: 'error',
    from: { path: '^apps/backoffice/src/lib/' },
    to: { path: ['^apps/backoffice/src/features/', '^apps/backoffice/src/app/'] },
  },
  {
    name: 'backoffice-features-below-app',
    comment: 'The app shell (src/app) composes features; a feature never imports it.',
    severity: 'error',
    from: { path: '^apps/backoffice/src/features/' },
    to: { path: '^apps/backoffice/src/app/' },
  },
];
