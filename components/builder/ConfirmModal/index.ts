export { ConfirmModal, type ConfirmModalProps, type ConfirmOptions } from './ConfirmModal.tsx';
export { ConfirmProvider, type ConfirmProviderProps } from './ConfirmProvider.tsx';
export { useConfirm, type ConfirmApi } from '../../../hooks/shared/useConfirm.ts';
