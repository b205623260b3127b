export { CopyToClipboard, type CopyToClipboardProps } from './copy-to-clipboard/copy-to-clipboard';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { Modal, type ModalProps } from './modal/modal';
export {
  QUANTITY_TYPING_DELAY_MS,
  QuantityInput,
  type QuantityInputProps,
} from './quantity-input/quantity-input';
export {
  SELECT_SEARCH_MIN_OPTIONS,
  SELECT_SHOW_SEARCH_CLASS,
  SelectSearch,
  type SelectSearchProps,
  selectSearchClass,
} from './select-search/select-search';
export { BlockingLoader, Spinner } from './spinner/spinner';
