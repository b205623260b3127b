export { CopyToClipboard, type CopyToClipboardProps } from './copy-to-clipboard/copy-to-clipboard';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { Modal, type ModalProps } from './modal/modal';
export {
  QUANTITY_TYPING_DELAY_MS,
  QuantityInput,
  type QuantityInputProps,
} from './quantity-input/quantity-input';
export { BlockingLoader, Spinner } from './spinner/spinner';
