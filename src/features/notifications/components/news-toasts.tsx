import { Toast } from 'radix-ui';
import { IconButton } from '@/components/ui/button';
import { notificationMessages as t } from '@/features/notifications/messages';

/** What one toast says: a notice's title and detail, or how many news came at once. */
export interface NewsToast {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
}

interface NewsToastsProps {
  readonly toasts: readonly NewsToast[];
  readonly onDismiss: (toastId: string) => void;
}

/**
 * News that arrives while the user works: announced politely (a background toast waits for the
 * screen reader to finish), never taking the focus, paused while hovered or focused, dismissible.
 * The viewport sits left of the bell, over the page's title, where it covers no control.
 */
export function NewsToasts({ toasts, onDismiss }: NewsToastsProps) {
  return (
    <Toast.Provider label={t.toastRegion} duration={10_000} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type="background"
          className="news-toast"
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <Toast.Title className="news-toast__title">{toast.title}</Toast.Title>
          {toast.detail && <Toast.Description className="news-toast__detail">{toast.detail}</Toast.Description>}
          <Toast.Close asChild>
            <IconButton variant="bare" className="news-toast__close" label={t.dismiss}>
              <span aria-hidden="true">×</span>
            </IconButton>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="news-toasts" label={t.toastViewport} />
    </Toast.Provider>
  );
}
