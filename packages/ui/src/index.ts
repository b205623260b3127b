export { CopyToClipboard, type CopyToClipboardProps } from './copy-to-clipboard/copy-to-clipboard';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { Modal, type ModalProps } from './modal/modal';
export { BlockingLoader, Spinner } from './spinner/spinner';
