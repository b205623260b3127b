import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/translation-context';

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

/** A growl: already translated text; errors stay until closed, the others leave by themselves. */
export interface Notice {
  kind: NoticeKind;
  title?: string;
  message: string;
}

export interface Notices {
  notify(notice: Notice): void;
}

/** How long a non-error notice stays on screen while nobody hovers or focuses it. */
export const NOTICE_DURATION_MS = 6000;
/** The oldest notices leave the stack beyond this many. */
const MAX_NOTICES = 4;

interface ShownNotice extends Notice {
  id: number;
}

const NoticesContext = createContext<Notices | null>(null);

/**
 * The shop's growl service: a stack of notices (top right on a desktop, the full width at the
 * bottom of a phone). Errors are announced in a role="alert" region, the others in a
 * role="status" one.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((notice: Notice) => {
    const id = nextId.current++;
    setNotices((shown) => {
      // The same notice again replaces the one on screen (a double click is one growl).
      const others = shown.filter(
        (other) =>
          other.kind !== notice.kind || other.title !== notice.title || other.message !== notice.message,
      );
      return [...others, { ...notice, id }].slice(-MAX_NOTICES);
    });
  }, []);
  const close = useCallback((id: number) => {
    setNotices((shown) => shown.filter((notice) => notice.id !== id));
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);
  const errors = notices.filter((notice) => notice.kind === 'error');
  const others = notices.filter((notice) => notice.kind !== 'error');

  return (
    <NoticesContext.Provider value={value}>
      {children}
      <div className="growls">
        <NoticeRegion live="assertive" notices={errors} onClose={close} />
        <NoticeRegion live="polite" notices={others} onClose={close} />
      </div>
    </NoticesContext.Provider>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}

/**
 * A live region that is in the page from the start (aria-live), so what arrives in it is heard;
 * it takes its role (alert for errors, status for the others) while it shows notices, so an
 * empty stack is no alert or status of the page.
 */
function NoticeRegion({
  live,
  notices,
  onClose,
}: {
  live: 'assertive' | 'polite';
  notices: ShownNotice[];
  onClose: (id: number) => void;
}) {
  const role = notices.length === 0 ? undefined : live === 'assertive' ? 'alert' : 'status';
  return (
    <div className="growls__region" aria-live={live} role={role}>
      {notices.map((notice) => (
        <Growl key={notice.id} notice={notice} onClose={onClose} />
      ))}
    </div>
  );
}

function Growl({ notice, onClose }: { notice: ShownNotice; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const lasting = notice.kind === 'error';
  const held = hovered || focused;
  const ref = useRef<HTMLDivElement>(null);

  // A notice someone points at or tabs into stays (WCAG 2.2.1); it goes on once they leave it.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (lasting || held) return;
    const timer = setTimeout(() => onClose(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [lasting, held, notice.id, onClose]);

  return (
    <div className={`growl growl--${notice.kind}`} data-notice-kind={notice.kind} ref={ref}>
      <div className="growl__body">
        {notice.title ? <p className="growl__title">{notice.title}</p> : null}
        <p className="growl__message">{notice.message}</p>
      </div>
      <button
        type="button"
        className="growl__close"
        aria-label={notice.title ? t('Notices.CloseNamed', { title: notice.title }) : t('Notices.Close')}
        onClick={() => onClose(notice.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
