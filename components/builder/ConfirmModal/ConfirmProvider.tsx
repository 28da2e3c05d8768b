'use client';

import type { ReactNode } from 'react';
import { ConfirmApiProvider, useConfirmController } from '../../../hooks/shared/useConfirm.ts';
import { ConfirmModal } from './ConfirmModal.tsx';

/** Props of {@link ConfirmProvider}. */
export interface ConfirmProviderProps {
  children: ReactNode;
}

/** Gives the editors below it `useConfirm()`, and renders its one confirm dialog. */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const { request, answer, api } = useConfirmController();
  // autoClose is the controller's business (it sets busy), not a prop of the dialog.
  const { autoClose: _autoClose, ...options } = request?.options ?? { title: '' };
  return (
    <ConfirmApiProvider value={api}>
      {children}
      {request ? (
        <ConfirmModal
          key={request.key}
          open={request.open}
          busy={request.busy}
          {...options}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      ) : null}
    </ConfirmApiProvider>
  );
}
