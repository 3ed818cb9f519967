import React, { useEffect, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, mq, radius, space } from '../../styles/tokens';
import { IconButton } from '../ui/icon-button';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const NativeDialog = styled.dialog`
  width: min(100% - 2rem, 760px);
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  color: ${color.text};
  &::backdrop {
    background: rgba(3, 6, 15, 0.7);
  }
`;

const Inner = styled.div`
  padding: ${space(6)};
  ${mq.md} {
    padding: ${space(8)};
  }
`;

const CloseButton = styled(IconButton)`
  position: sticky;
  top: ${space(3)};
  float: right;
  margin: ${space(3)} ${space(3)} 0 0;
  background: ${color.surface};
  font-size: ${fontSize.lg};
  z-index: 1;
`;

type Props = { labelledBy: string; onClose: () => void; children: ReactNode; closeLabel?: string };

/**
 * Modal dialog on the native <dialog> (showModal makes the page behind inert). Adds what the
 * platform leaves out: Tab wraps inside, a click on the backdrop closes, the page behind does
 * not scroll, and focus returns to whatever opened the dialog.
 */
export const Dialog = ({ labelledBy, onClose, children, closeLabel = 'Close dialog' }: Props) => {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      dialog.close();
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <NativeDialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      // Escape fires "cancel": let React state close it so focus handling stays in one place.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click whose target is the <dialog> itself landed on the backdrop, outside the content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <CloseButton label={closeLabel} icon="x" onClick={onClose} />
      <Inner>{children}</Inner>
    </NativeDialog>
  );
};
