export { ErrorDialogProvider, reportApiError, useErrorDialog } from './error-dialog-provider';
export { RouteErrorPage } from './route-error-page';
