import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PhoneSheetModalProps {
  /** The feature's modal class (its spacing and colours). */
  className: string | undefined;
  title: ReactNode;
  /** The accessible name of the ✕ button. */
  closeLabel: string;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** A back office dialog, open while rendered: the whole screen on a phone (≤ 36em), a centred box on wider ones. */
export function PhoneSheetModal({ className, title, closeLabel, onClose, size, children }: PhoneSheetModalProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      className={className}
      opened
      onClose={onClose}
      title={title}
      fullScreen={isPhone}
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
}
