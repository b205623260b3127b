import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import { ChangePasswordForm, ForgotPasswordForm, RegisterForm } from './account-forms';

interface AccountModalProps {
  label: string;
  title: string;
  className: string;
  /** Whether success sent an e-mail: the trigger then becomes a disabled 'email sent' button. */
  sendsMail: boolean;
  /** Called as the modal opens (a menu around the trigger closes). */
  onOpen?: () => void;
  form: (done: (message: string) => void, refused: (message: string) => void) => ReactNode;
}

/**
 * An account screen in a modal (spec 001 §2, with §4's rules of the delivery-address request): a
 * success closes it and shows a notice, and where an e-mail went out its trigger turns into a
 * disabled 'email sent' button; a refusal message closes it with an error notice; field refusals
 * stay in it. The dialog hangs from the page's body, so a form around the trigger or a closed
 * menu holding it leaves it alone.
 */
function AccountModal({ label, title, className, sendsMail, onOpen, form }: AccountModalProps) {
  const { t } = useTranslation();
  const { notify } = useNotices();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (sent)
    return (
      <button type="button" className={`button button--secondary ${className}__trigger`} disabled>
        {t('Security.EmailSent')}
      </button>
    );

  const done = (message: string) => {
    setOpen(false);
    if (sendsMail) setSent(true);
    notify({ kind: 'success', title, message });
  };
  const refused = (message: string) => {
    setOpen(false);
    notify({ kind: 'error', title, message: translateMessage(message, t) });
  };

  return (
    <>
      <button
        type="button"
        className={`button button--link ${className}__trigger`}
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </button>
      {mounted
        ? createPortal(
            <Modal
              open={open}
              onClose={() => setOpen(false)}
              title={title}
              closeLabel={t('Core.Close')}
              className={className}
              size="small"
            >
              {open ? form(done, refused) : null}
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}

export function RegisterModal() {
  const { t } = useTranslation();
  return (
    <AccountModal
      label={t('Security.Register')}
      title={t('Security.RegisterTitle')}
      className="register-modal"
      sendsMail
      form={(done, refused) => <RegisterForm onDone={done} onRefused={refused} />}
    />
  );
}

export function ForgotPasswordModal() {
  const { t } = useTranslation();
  return (
    <AccountModal
      label={t('Security.ForgotPassword')}
      title={t('Security.ForgotPasswordTitle')}
      className="forgot-password-modal"
      sendsMail
      form={(done, refused) => <ForgotPasswordForm onDone={done} onRefused={refused} />}
    />
  );
}

export function ChangePasswordModal({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <AccountModal
      label={t('Security.ChangePassword')}
      title={t('Security.ChangePassword')}
      className="change-password-modal"
      sendsMail={false}
      {...(onOpen ? { onOpen } : {})}
      form={(done, refused) => <ChangePasswordForm onDone={done} onRefused={refused} />}
    />
  );
}
